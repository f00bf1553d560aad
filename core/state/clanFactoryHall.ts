import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { createClanFactoryHallApi, type ClanFactoryHallApi } from '../api/clanFactoryHallApi.ts';
import { FactoryGiftKind } from '../model/index.ts';
import type { ClanFactoryGift, ClanFactoryTaken, ClanHallOptions, WarriorClass } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { clanBusyAtom, loadMyClan } from './clan.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime } from './serverClock.ts';
import { busyCall } from './busyCall.ts';

/** The factory and hall client, made from the app's request layer when a clan tab first needs it. */
export const clanFactoryHallApiAtom = atom<ClanFactoryHallApi | null>(null);

const requireFactoryHall = (store: StoreAccess): ClanFactoryHallApi =>
  lazyClient(store, clanFactoryHallApiAtom, createClanFactoryHallApi, 'clan factory and hall');

export const factoryGiftAtom = atom<Remote<ClanFactoryGift>>(idle);
/** What the caller's last take brought, shown until the tab is left. */
export const factoryTakenAtom = atom<ClanFactoryTaken | null>(null);
export const clanHallAtom = atom<Remote<ClanHallOptions>>(idle);

async function load<T>(store: StoreAccess, target: PrimitiveAtom<Remote<T>>, fetch: () => Promise<T>): Promise<void> {
  if (store.get(target).status !== 'ready') store.set(target, loading);
  try {
    store.set(target, ready(await fetch()));
  } catch (error: unknown) {
    store.set(target, failed(error));
  }
}

export const loadFactoryGift = (store: StoreAccess) => {
  store.set(factoryTakenAtom, null);
  return load(store, factoryGiftAtom, async () => {
    const gift = await requireFactoryHall(store).gift();
    noteServerTime(store, gift.serverTimeMs);
    return gift;
  });
};
export const loadClanHall = (store: StoreAccess) => load(store, clanHallAtom, () => requireFactoryHall(store).hall());

/** Runs one spending call under the clan page's busy flag; a refusal comes as a toast. */
async function act<T>(store: StoreAccess, call: (api: ClanFactoryHallApi) => Promise<T>, after: (value: T) => Promise<void>): Promise<boolean> {
  return busyCall(store, clanBusyAtom, async () => {
    await after(await call(requireFactoryHall(store)));
    return true;
  }, false);
}

/** Takes today's gift: gears show in the clan's treasury, anything else in the player's purse. */
export const takeFactoryGift = (store: StoreAccess) =>
  act(store, (api) => api.takeGift(), async (taken) => {
    store.set(factoryTakenAtom, taken);
    noteServerTime(store, taken.gift.serverTimeMs);
    store.set(factoryGiftAtom, ready(taken.gift));
    if (taken.kind === FactoryGiftKind.GEARS) await loadMyClan(store);
    else store.set(playerAtom, await requireApi(store).player.current());
  });

/** Raises `force` to `toLevel`, paid from the treasury; the clan card then shows what is left. */
export const improveClanHall = (store: StoreAccess, force: WarriorClass, toLevel: number) =>
  act(store, (api) => api.improveHall(force, toLevel), async (options) => {
    store.set(clanHallAtom, ready(options));
    await loadMyClan(store);
  });
