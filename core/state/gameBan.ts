import { atom } from 'jotai/vanilla';
import { isApiError } from '../api/ApiError.ts';
import { ErrorCode } from '../model/index.ts';
import type { StoreAccess } from './character.ts';

/** A ban a refusal reported (issue 15): a game ban shows the ban page until `until`, a chat ban the composer. */
export interface BanNotice {
  /**
   * The server's reason (a BanReason, or one newer than this client: the page names what it knows). Left unchecked
   * here so the start-up chunk does not carry the moderation model.
   */
  reason: string | null;
  until: number;
}

export const gameBanAtom = atom<BanNotice | null>(null);

/**
 * The ban a GAME_BANNED or CHAT_BANNED refusal names (its params `reason` and `until`), or null for any other error
 * or one without its end (an older server's chat refusal).
 */
export function banOf(error: unknown, code: typeof ErrorCode.GAME_BANNED | typeof ErrorCode.CHAT_BANNED): BanNotice | null {
  if (!isApiError(error) || error.code !== code) return null;
  const until = error.params?.until;
  const reason = error.params?.reason;
  if (typeof until !== 'number') return null;
  return { reason: typeof reason === 'string' ? reason : null, until };
}

/**
 * The request layer's refusal hook: a game ban shows the ban page instead of the game. Every call of a game-banned
 * player is refused this way, so the first one the game makes is enough.
 */
export function noteGameBan(store: StoreAccess, error: unknown): void {
  const ban = banOf(error, ErrorCode.GAME_BANNED);
  if (ban) store.set(gameBanAtom, ban);
}
