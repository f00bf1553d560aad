import { ErrorCode, NAME_MAX, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX } from '../model/index.ts';
import { normalizeName, validateNameCharacters } from './nameCharacters.ts';
import type { ValidationFailure } from './ValidationFailure.ts';

// Lengths count characters as the player sees them (code points), not UTF-16 units.
const lengthOf = (s: string): number => Array.from(s).length;

/** Name, as `normalizeName` leaves it: not empty, no invisible characters or mixed scripts, at most NAME_MAX (product §5). */
export const validateName = (name: string): ValidationFailure | null => {
  const v = normalizeName(name);
  if (v.length === 0) return { code: ErrorCode.NAME_EMPTY };
  const characters = validateNameCharacters(v);
  if (characters) return characters;
  if (lengthOf(v) > NAME_MAX) return { code: ErrorCode.NAME_TOO_LONG, params: { max: NAME_MAX } };
  return null;
};

/**
 * Nickname, as `normalizeName` leaves it: no invisible characters or mixed scripts (issue 9), within
 * NICKNAME_MIN..NICKNAME_MAX and not the current one (product §5).
 */
export const validateNickname = (nick: string, current?: string): ValidationFailure | null => {
  const v = normalizeName(nick);
  const characters = validateNameCharacters(v);
  if (characters) return characters;
  if (lengthOf(v) < NICKNAME_MIN) return { code: ErrorCode.NICKNAME_TOO_SHORT, params: { min: NICKNAME_MIN } };
  if (lengthOf(v) > NICKNAME_MAX) return { code: ErrorCode.NICKNAME_TOO_LONG, params: { max: NICKNAME_MAX } };
  if (current !== undefined && v === normalizeName(current)) return { code: ErrorCode.NICKNAME_SAME };
  return null;
};

/** Password: not blank, at most PASSWORD_MAX characters (product §5). */
export const validatePassword = (p: string): ValidationFailure | null => {
  if (p.trim().length === 0) return { code: ErrorCode.PASSWORD_BLANK };
  if (lengthOf(p) > PASSWORD_MAX) return { code: ErrorCode.PASSWORD_TOO_LONG, params: { max: PASSWORD_MAX } };
  return null;
};

/** The repeated password must match exactly (product §5). */
export const validateRepeat = (p: string, repeat: string): ValidationFailure | null =>
  p === repeat ? null : { code: ErrorCode.PASSWORDS_DIFFER };

/** Fewest digits of a phone with country and area code. */
export const PHONE_MIN_DIGITS = 10;

// Only digits and phone punctuation: the player meant a phone even without the leading +.
const PHONE_LIKE = /^[\d\s()+-]+$/;
const PHONE = /^\+[\d\s()-]+$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Optional email or phone (product §5). A blank value is valid (nothing to save). A phone starts with +, then
 * digits (spaces, dashes and brackets allowed), at least PHONE_MIN_DIGITS of them; anything else must be an email with text
 * on both sides of @ and a dot inside the domain.
 */
export const validateMailOrPhone = (value: string): ValidationFailure | null => {
  const v = value.trim();
  if (v.length === 0) return null;
  if (PHONE_LIKE.test(v)) {
    const digits = v.replace(/\D/g, '').length;
    if (!PHONE.test(v) || digits < PHONE_MIN_DIGITS) {
      return { code: ErrorCode.INVALID_PHONE, params: { min: PHONE_MIN_DIGITS } };
    }
    return null;
  }
  return EMAIL.test(v) ? null : { code: ErrorCode.INVALID_EMAIL };
};

/** The trimmed value, or undefined when blank: an optional field is sent only when non-blank (technical §5). */
export const normalizeOptional = (v: string | null | undefined): string | undefined => {
  const t = v?.trim() ?? '';
  return t.length > 0 ? t : undefined;
};
