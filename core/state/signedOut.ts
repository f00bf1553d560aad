import { atom } from 'jotai/vanilla';
import type { PlayerInfo } from '../model/index.ts';
import type { StoreAccess } from './character.ts';

/**
 * Issue 15: the session of the player held here was ended on the server (their password changed elsewhere revokes
 * this token), so a session reload found no player. The page tells them why instead of showing a bare start.
 */
export const signedOutAtom = atom(false);

/** After a session reload: the player held before it is gone (or another one came), so this session was ended. */
export function noticeSignedOut(store: StoreAccess, before: PlayerInfo | null, after: PlayerInfo | null): void {
  if (before !== null && after?.player.id !== before.player.id) store.set(signedOutAtom, true);
}
