import { atom } from 'jotai/vanilla';
import { createClanBuildingsApi, type ClanBuildingsApi } from '../api/clanBuildingsApi.ts';
import type { ClanBuildingType, ClanBuildingView } from '../model/index.ts';
import type { StoreAccess } from './character.ts';
import { clanBusyAtom, loadMyClan } from './clan.ts';
import { failed, loading, idle, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime, serverTimeOfBuildings } from './serverClock.ts';
import { busyCall } from './busyCall.ts';

/** The clan buildings client of this store, made from the app's request layer on first use (issue 13). */
export const clanBuildingsApiAtom = atom<ClanBuildingsApi | null>(null);

const requireBuildings = (store: StoreAccess): ClanBuildingsApi =>
  lazyClient(store, clanBuildingsApiAtom, createClanBuildingsApi, 'clan buildings');

/** The caller's clan's buildings as the server last answered them (their timers run on core/state/serverClock). */
export const clanBuildingsAtom = atom<Remote<ClanBuildingView[]>>(idle);

/** Stores an answer; a build under way in it tells the server's time. */
export function storeClanBuildings(store: StoreAccess, buildings: ClanBuildingView[], deviceNowMs: number = Date.now()): void {
  const serverTime = serverTimeOfBuildings(buildings);
  if (serverTime !== null) noteServerTime(store, serverTime, deviceNowMs);
  store.set(clanBuildingsAtom, ready(buildings));
}

export async function loadClanBuildings(store: StoreAccess): Promise<void> {
  const api = requireBuildings(store);
  if (store.get(clanBuildingsAtom).status !== 'ready') store.set(clanBuildingsAtom, loading);
  try {
    storeClanBuildings(store, await api.list());
  } catch (error: unknown) {
    store.set(clanBuildingsAtom, failed(error));
  }
}

/** Runs one building call (a refusal comes as a toast), then reloads the clan so the treasury shown agrees. */
async function buildingAction(store: StoreAccess, call: (api: ClanBuildingsApi) => Promise<ClanBuildingView[]>): Promise<boolean> {
  const api = requireBuildings(store);
  return busyCall(store, clanBusyAtom, async () => {
    storeClanBuildings(store, await call(api));
    await loadMyClan(store);
    return true;
  }, false);
}

export const startClanBuilding = (store: StoreAccess, type: ClanBuildingType) => buildingAction(store, (api) => api.start(type));
export const speedUpClanBuilding = (store: StoreAccess, type: ClanBuildingType) => buildingAction(store, (api) => api.speedup(type));
export const completeClanBuilding = (store: StoreAccess, type: ClanBuildingType) => buildingAction(store, (api) => api.complete(type));
