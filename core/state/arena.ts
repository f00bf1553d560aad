import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { createArenaApi, type ArenaApi } from '../api/arenaApi.ts';
import { RatingType, type ArenaHistoryPage, type ArenaInfo } from '../model/index.ts';
import { OverlayName, overlayAtom } from './atoms.ts';
import { startBattle } from './battle.ts';
import type { StoreAccess } from './character.ts';
import { setRatingQuery } from './rating.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The arena client of this store: made from the app's request layer on first use (it comes with the arena page). */
export const arenaApiAtom = atom<ArenaApi | null>(null);

export const requireArena = (store: StoreAccess): ArenaApi => lazyClient(store, arenaApiAtom, createArenaApi, 'arena');

/** The caller's standing as the server last answered it. */
export const arenaInfoAtom = atom<Remote<ArenaInfo>>(idle);
/** The newest page of fights made and suffered. */
export const arenaHistoryAtom = atom<Remote<ArenaHistoryPage>>(idle);
/** An arena call (attack, reward time) is under way: the page disables its controls. */
export const arenaBusyAtom = atom(false);

const load = async <T>(store: StoreAccess, target: PrimitiveAtom<Remote<T>>, call: () => Promise<T>): Promise<void> => {
  if (store.get(target).status !== 'ready') store.set(target, loading);
  try {
    store.set(target, ready(await call()));
  } catch (error: unknown) {
    store.set(target, failed(error));
  }
};

/** Loads the standing and the history (a reload keeps what is shown until the answers come). */
export async function loadArena(store: StoreAccess): Promise<void> {
  const api = requireArena(store);
  await Promise.all([load(store, arenaInfoAtom, () => api.info()), load(store, arenaHistoryAtom, () => api.history())]);
}

/** Attacks in the arena: the page closes and the battle scene shows the fight (played like a lair's). */
export async function attackArena(store: StoreAccess): Promise<boolean> {
  const api = requireArena(store);
  if (store.get(arenaBusyAtom)) return false;
  store.set(arenaBusyAtom, true);
  try {
    const started = await startBattle(store, () => api.attack());
    if (started) store.set(overlayAtom, null);
    return started;
  } finally {
    store.set(arenaBusyAtom, false);
  }
}

/** Saves the daily reward's local time with the browser's current offset from UTC (east positive). */
export async function saveArenaRewardTime(store: StoreAccess, rewardMinute: number, utcOffsetMinutes: number): Promise<boolean> {
  const api = requireArena(store);
  return busyCall(store, arenaBusyAtom, async () => {
    store.set(arenaInfoAtom, ready(await api.setRewardTime(rewardMinute, utcOffsetMinutes)));
    return true;
  }, false);
}

/** Opens the rating page on the arena rating (cups), the league table of all players. */
export function openArenaRating(store: StoreAccess): void {
  store.set(overlayAtom, OverlayName.rating);
  void setRatingQuery(store, { type: RatingType.arenaPosition, filter: '' });
}
