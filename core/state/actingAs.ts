import { atom } from 'jotai/vanilla';
import { hasModeratorAccess, type ModeratorSession } from '../model/index.ts';
import { accountChoiceStorageAtom } from './accountChoice.ts';
import { playerInfoAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import type { Store } from 'jotai/vanilla';

/**
 * Set in this browser while a moderator is logged in as a player (issue 15): the player info then names the
 * player, so only this mark tells the start-up to ask the server whom the token really belongs to.
 */
export const ACTING_STORAGE_KEY = 'moderation.acting';

/** The moderator session while entered as a player (the acting bar shows it); null otherwise. */
export const actingAsAtom = atom<ModeratorSession | null>(null);

/** Whether this player info may hide a moderator: their own access, or the mark left by a log-in-as. */
export function mayBeModerator(store: StoreAccess): boolean {
  const info = store.get(playerInfoAtom);
  if (!info) return false;
  return hasModeratorAccess(info.player.accessLevel) || store.get(accountChoiceStorageAtom)?.getItem(ACTING_STORAGE_KEY) === 'true';
}

/**
 * Runs `loadActing` (state/moderation.ts `loadActing`, asking `moderation/me`) once per player for a token that may
 * be a moderator's; ordinary players cost no call. The app passes it as a lazy import, so the moderation client
 * comes in its own chunk only then.
 */
export function watchActing(store: Store, loadActing: () => Promise<void>): void {
  let askedFor: number | null = null;
  const check = (): void => {
    const id = store.get(playerInfoAtom)?.player.id ?? null;
    if (id === null || id === askedFor || !mayBeModerator(store)) return;
    askedFor = id;
    loadActing().catch((error: unknown) => console.error('moderation/me failed', error));
  };
  store.sub(playerInfoAtom, check);
  check();
}
