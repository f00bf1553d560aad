import { atom } from 'jotai/vanilla';
import { createChestsApi, type ChestsApi } from '../api/chestsApi.ts';
import { DailyKind } from '../model/index.ts';
import type { ChestPrize, ChestsView, ChestType, DailyRewardsView, DelayedChestView } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { failed, loading, ready, idle, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime } from './serverClock.ts';
import { busyCall } from './busyCall.ts';

/** The chests client of this store: made from the app's request layer on first use (the startup chunk does not grow). */
export const chestsApiAtom = atom<ChestsApi | null>(null);

const requireChests = (store: StoreAccess): ChestsApi =>
  lazyClient(store, chestsApiAtom, createChestsApi, 'chests');

/** Everything the chests page shows, read together. */
export interface ChestsPageView {
  chests: ChestsView;
  delayed: DelayedChestView;
  daily: DailyRewardsView;
}

export const chestsPageAtom = atom<Remote<ChestsPageView>>(idle);
/** A give or spend is under way: the page disables its buttons, so one click sends one call. */
export const chestsBusyAtom = atom(false);
/** What the last open or take gave, shown until the next one. */
export const lastPrizesAtom = atom<ChestPrize[] | null>(null);
/** The daily rewards when one is ready to take: the prompt shows while this holds an available one. */
export const dailyPromptAtom = atom<DailyRewardsView | null>(null);

/** The player's zone, minutes ahead of UTC (the server keeps it at the first everyday take). */
const utcOffsetMinutes = (): number => -new Date().getTimezoneOffset();

/** Loads the page: the emerald chests, the delayed chest (started when none runs: the page ensures one) and the daily rewards. */
export async function loadChestsPage(store: StoreAccess): Promise<void> {
  const api = requireChests(store);
  if (store.get(chestsPageAtom).status !== 'ready') store.set(chestsPageAtom, loading);
  try {
    const [chests, delayed, daily] = await Promise.all([api.chests(), api.ensureDelayed(), api.daily()]);
    noteServerTime(store, daily.serverTimeMs);
    store.set(chestsPageAtom, ready({ chests, delayed, daily }));
    store.set(dailyPromptAtom, daily.rewards.some((r) => r.available) ? daily : null);
  } catch (error: unknown) {
    store.set(chestsPageAtom, failed(error));
  }
}

/** Asks once whether a daily reward waits (the prompt); a failure stays silent: the chests page shows it too. */
export async function checkDailyRewards(store: StoreAccess): Promise<void> {
  try {
    const daily = await requireChests(store).daily();
    store.set(dailyPromptAtom, daily.rewards.some((r) => r.available) ? daily : null);
  } catch {
    store.set(dailyPromptAtom, null);
  }
}

const patchPage = (store: StoreAccess, patch: Partial<ChestsPageView>): void => {
  const told = patch.daily ?? patch.delayed;
  if (told) noteServerTime(store, told.serverTimeMs);
  const held = store.get(chestsPageAtom);
  if (held.status === 'ready') store.set(chestsPageAtom, ready({ ...held.value, ...patch }));
};

/** Runs one give or spend, then shows what it gave and refreshes the player's currencies in the header. */
async function give<T>(
  store: StoreAccess,
  call: (api: ChestsApi) => Promise<{ prizes?: ChestPrize[]; status: T }>,
  apply: (answer: T) => Partial<ChestsPageView>,
): Promise<boolean> {
  const api = requireChests(store);
  return busyCall(store, chestsBusyAtom, async () => {
    const { prizes, status } = await call(api);
    if (prizes) store.set(lastPrizesAtom, prizes);
    patchPage(store, apply(status));
    if (store.get(playerAtom)) store.set(playerAtom, await requireApi(store).player.current());
    return true;
  }, false);
}

/** Opens an earned emerald chest (a refusal, such as not earned yet, comes as a toast). */
export const openChest = (store: StoreAccess, chest: ChestType) =>
  give(store, (api) => api.open(chest), (chests: ChestsView) => ({ chests }));

/** Pays emeralds to ripen the delayed chest now. */
export const speedUpDelayedChest = (store: StoreAccess) =>
  give(store, async (api) => ({ status: await api.speedUpDelayed() }), (delayed: DelayedChestView) => ({ delayed }));

/** Takes the ripe delayed chest, then starts the next one. */
export const takeDelayedChest = (store: StoreAccess) =>
  give(
    store,
    async (api) => {
      const taken = await api.takeDelayed();
      return { prizes: taken.prizes, status: await api.ensureDelayed() };
    },
    (delayed: DelayedChestView) => ({ delayed }),
  );

/** Takes one of the daily rewards; the prompt goes once none is left to take today. */
export const takeDailyReward = async (store: StoreAccess, kind: DailyKind): Promise<boolean> =>
  give(
    store,
    (api) => (kind === DailyKind.okDaily ? api.takeOkDaily() : api.takeEveryday(utcOffsetMinutes())),
    (daily: DailyRewardsView) => {
      store.set(dailyPromptAtom, daily.rewards.some((r) => r.available) ? daily : null);
      return { daily };
    },
  );
