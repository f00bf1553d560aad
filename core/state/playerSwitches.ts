import { atom } from 'jotai/vanilla';
import { createPlayerSwitchesApi, type PlayerSwitchesApi } from '../api/playerSwitchesApi.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The switches client of this store: made from the app's request layer on first use (not in the startup chunk). */
export const playerSwitchesApiAtom = atom<PlayerSwitchesApi | null>(null);

const requireSwitches = (store: StoreAccess): PlayerSwitchesApi =>
  lazyClient(store, playerSwitchesApiAtom, createPlayerSwitchesApi, 'player switches');

/**
 * Turns the host notifications on or off. The server only flips (API.md), so it is called only when the stored
 * value differs, and the player keeps the value the server answered. Refusals are thrown for the page to show.
 */
export async function setPush(store: StoreAccess, push: boolean): Promise<void> {
  const player = store.get(playerAtom);
  if (!player || player.push === push) return;
  const answer = await requireSwitches(store).switchPush();
  const now = store.get(playerAtom);
  if (now) store.set(playerAtom, { ...now, push: answer.push });
}

/** The reset in flight, so a second page or mark does not send it again. */
const roadNewsResetAtom = atom<Promise<void> | null>(null);

/** The player has seen what is new on the road: the server forgets the news (once, however many callers). */
export function resetRoadNews(store: StoreAccess): Promise<void> {
  if (!store.get(playerAtom)?.roadNews) return Promise.resolve();
  const running = store.get(roadNewsResetAtom);
  if (running) return running;
  const reset = requireSwitches(store)
    .resetRoadNews()
    .then((player) => store.set(playerAtom, player))
    .finally(() => store.set(roadNewsResetAtom, null));
  store.set(roadNewsResetAtom, reset);
  return reset;
}
