import type { BattleCreature } from '../model/index.ts';
import { battleAtom } from './atoms.ts';
import { battleBusyAtom } from './battle.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { ready } from './remote.ts';

// Issue 14: what the battle screen needs of a MULTI battle, kept apart from the clan boss client (its own chunk).

/**
 * Fetches the MULTI battle again (an ally moved, a turn timed out) without the loading state, so the scene does not
 * blink; a call of the player's own under way answers anyway.
 */
export async function refreshMultiBattle(store: StoreAccess): Promise<void> {
  if (store.get(battleBusyAtom)) return;
  try {
    store.set(battleAtom, ready(await requireApi(store).battle.get()));
  } catch {
    // The battle is gone (everyone completed it) or the network failed: the next push or action tells.
  }
}

/** On the players' side of the field: the caller's creatures and their allies' (monsters have no player). */
export const isFriendlyCreature = (creature: BattleCreature): boolean => creature.playerId !== null;
