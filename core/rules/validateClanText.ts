import { CLAN_NAME_MAX, CLAN_TEXT_MAX, ErrorCode } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

/** A clan name trimmed, refused when empty or longer than 40 characters (product §5). */
export const validateClanName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === '') throw new RuleError(ErrorCode.NAME_EMPTY, 'A clan name is empty');
  if ([...trimmed].length > CLAN_NAME_MAX) {
    throw new RuleError(ErrorCode.NAME_TOO_LONG, 'A clan name is too long', { max: CLAN_NAME_MAX });
  }
  return trimmed;
};

/** A clan description or advertisement trimmed, refused when longer than 180 characters (product §5). */
export const validateClanText = (text: string): string => {
  const trimmed = text.trim();
  if ([...trimmed].length > CLAN_TEXT_MAX) {
    throw new RuleError(ErrorCode.TEXT_TOO_LONG, 'A clan text is too long', { max: CLAN_TEXT_MAX });
  }
  return trimmed;
};
