import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';

export interface SessionCheckDeps {
  /** GET /api/security/isPlayerExist: whether this session's token still names a player. */
  isPlayerExist: () => Promise<{ exists: boolean }>;
  /** The boot's session reload, which tells a player whose session ended why (signedOut.ts). */
  reloadSession: () => void;
}

/**
 * Issue 15: asks whether this session still names a player, and reloads the session only if it does not. Used when
 * the live channel is refused (a revoked token — the password changed on another device — but also a game ban,
 * which must not sign the player out) and when the page comes back into view (a sleeping device misses the live
 * channel's word). A failed check, or one already under way, changes nothing.
 */
export function createSessionCheck(store: StoreAccess, deps: SessionCheckDeps): () => void {
  let asking = false;
  return () => {
    if (asking || store.get(playerAtom) === null) return;
    asking = true;
    deps
      .isPlayerExist()
      .then(({ exists }) => {
        if (!exists && store.get(playerAtom) !== null) deps.reloadSession();
      })
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  };
}
