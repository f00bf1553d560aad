import { atom } from 'jotai/vanilla';
import { createClanBossApi, type ClanBossApi } from '../api/clanBossApi.ts';
import type { Battle, ClanBossView } from '../model/index.ts';
import { overlayAtom } from './atoms.ts';
import { startBattle } from './battle.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime } from './serverClock.ts';

/** The clan boss client of this store, made from the app's request layer on first use (issue 14). */
export const clanBossApiAtom = atom<ClanBossApi | null>(null);

const requireClanBoss = (store: StoreAccess): ClanBossApi => lazyClient(store, clanBossApiAtom, createClanBossApi, 'clan boss');

/** The clan's boss as the server last answered it (the Raid tab). */
export const clanBossAtom = atom<Remote<ClanBossView>>(idle);
export const clanBossBusyAtom = atom(false);

/** Loads the clan's boss (a reload keeps what is shown until the answer comes). */
export async function loadClanBoss(store: StoreAccess, now: () => number = Date.now): Promise<void> {
  const api = requireClanBoss(store);
  if (store.get(clanBossAtom).status !== 'ready') store.set(clanBossAtom, loading);
  try {
    const view = await api.get();
    // The gathering countdown runs on the server's clock.
    noteServerTime(store, view.now, now());
    store.set(clanBossAtom, ready(view));
  } catch (error: unknown) {
    store.set(clanBossAtom, failed(error));
  }
}

const enter = async (store: StoreAccess, call: (api: ClanBossApi) => Promise<Battle>): Promise<boolean> => {
  const api = requireClanBoss(store);
  if (store.get(clanBossBusyAtom)) return false;
  store.set(clanBossBusyAtom, true);
  try {
    const started = await startBattle(store, () => call(api));
    if (started) store.set(overlayAtom, null);
    else void loadClanBoss(store);
    return started;
  } finally {
    store.set(clanBossBusyAtom, false);
  }
};

/** Opens the clan's boss and goes to its battle, where the others join. */
export const openClanBoss = (store: StoreAccess): Promise<boolean> => enter(store, (api) => api.open());

/** Joins the clan's gathering boss and goes to its battle. */
export const joinClanBoss = (store: StoreAccess, battleId: number): Promise<boolean> => enter(store, (api) => api.join(battleId));
