import { atom } from 'jotai/vanilla';
import { createClanRaidApi, type ClanRaidApi } from '../api/clanRaidApi.ts';
import type { ClanRaid, ClanRaidOptions, RaidDifficulty } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';
import { loadMyClan } from './clan.ts';
import { clearPlaces } from './places.ts';
import { failed, loading, idle, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime } from './serverClock.ts';

/** The raid client of this store, made from the app's request layer on first use (issue 13). */
export const clanRaidApiAtom = atom<ClanRaidApi | null>(null);

const requireRaid = (store: StoreAccess): ClanRaidApi => lazyClient(store, clanRaidApiAtom, createClanRaidApi, 'clan raid');

/** The caller's raid as the server last answered it. */
export const clanRaidAtom = atom<Remote<ClanRaid>>(idle);
/** Every difficulty with the caller's odds. */
export const clanRaidOptionsAtom = atom<Remote<ClanRaidOptions>>(idle);
/** A raid call is under way: the tab disables its controls. */
export const clanRaidBusyAtom = atom(false);

function storeRaid(store: StoreAccess, raid: ClanRaid, now: number): void {
  // Countdowns run on the server's clock.
  noteServerTime(store, raid.now, now);
  store.set(clanRaidAtom, ready(raid));
}

/** Loads the raid and its options. */
export async function loadClanRaid(store: StoreAccess, now: () => number = Date.now): Promise<void> {
  const api = requireRaid(store);
  if (store.get(clanRaidAtom).status !== 'ready') store.set(clanRaidAtom, loading);
  try {
    const [raid, options] = await Promise.all([api.get(), api.options()]);
    storeRaid(store, raid, now());
    store.set(clanRaidOptionsAtom, ready(options));
  } catch (error: unknown) {
    store.set(clanRaidAtom, failed(error));
  }
}

interface RaidEffects {
  /** product §4: raid start or end clears all loaded road places. */
  clearsRoad?: boolean;
  /** The call moved the player's own money: the header shows what is left. */
  spends?: boolean;
  /** The call changed the clan (experience, level): its card reloads. */
  changesClan?: boolean;
}

/** Runs one raid call; a refusal comes as a toast (and the raid reloads, since it may have moved on). */
async function raidAction(store: StoreAccess, call: (api: ClanRaidApi) => Promise<ClanRaid>, effects: RaidEffects = {}): Promise<boolean> {
  const api = requireRaid(store);
  if (store.get(clanRaidBusyAtom)) return false;
  store.set(clanRaidBusyAtom, true);
  try {
    storeRaid(store, await call(api), Date.now());
    if (effects.clearsRoad) clearPlaces(store);
    if (effects.spends) store.set(playerAtom, await requireApi(store).player.current());
    if (effects.changesClan) await loadMyClan(store);
    return true;
  } catch (error: unknown) {
    toastError(store, error);
    void loadClanRaid(store);
    return false;
  } finally {
    store.set(clanRaidBusyAtom, false);
  }
}

export const startRaid = (store: StoreAccess) => raidAction(store, (api) => api.start(), { clearsRoad: true });
/** Collects a finished raid, or with `reset` abandons one under way. */
export const endRaid = (store: StoreAccess, reset: boolean) =>
  raidAction(store, (api) => api.end(reset), { clearsRoad: true, spends: true, changesClan: true });
export const speedUpRaid = (store: StoreAccess) => raidAction(store, (api) => api.speedUp(), { spends: true });
export const setRaidDifficulty = (store: StoreAccess, difficulty: RaidDifficulty) =>
  raidAction(store, (api) => api.setDifficulty(difficulty));
