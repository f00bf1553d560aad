import { atom } from 'jotai/vanilla';
import { createWheelApi, type WheelApi } from '../api/wheelApi.ts';
import type { WheelTicket, WheelView } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { heroesAtom } from './heroes.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The wheel client of this store: made from the app's request layer on first use (the wheel chunk brings it). */
export const wheelApiAtom = atom<WheelApi | null>(null);

const requireWheel = (store: StoreAccess): WheelApi =>
  lazyClient(store, wheelApiAtom, createWheelApi, 'wheel');

/** The wheel as the server last answered it. */
export const wheelAtom = atom<Remote<WheelView>>(idle);

/** The wheel the page shows: the usual one or the golden one. */
export const wheelShownAtom = atom<WheelTicket>('usual');

/** A wheel call is under way: the page disables its buttons. */
export const wheelBusyAtom = atom(false);

/**
 * The turn the renderer plays: which wheel, to which sector; `id` grows with each spin so the same sector twice
 * still turns. The scene sets `wheelLandedAtom` to the id once the wheel stands on the sector.
 */
export interface WheelTurn {
  id: number;
  ticket: WheelTicket;
  sectorIndex: number;
}
export const wheelTurnAtom = atom<WheelTurn | null>(null);
export const wheelLandedAtom = atom(0);

export interface WheelDeps {
  /** Where a malformed answer is reported (console.error reaches the server log, technical §8). */
  logError?: (...args: unknown[]) => void;
}

const store_ = (store: StoreAccess, view: WheelView): void => {
  store.set(wheelAtom, ready(view));
  // The header shows the purse: a ticket spent or gold won shows there at once.
  const player = store.get(playerAtom);
  if (player) {
    const { gold, crystal, elixir, mithril, tickets } = view.wallet;
    if (player.gold !== gold || player.crystal !== crystal || player.tickets !== tickets || player.mithril !== mithril || player.elixir !== elixir) {
      store.set(playerAtom, { ...player, gold, crystal, elixir, mithril, tickets });
    }
  }
};

/** Technical §8: a spin or reward answer without the player's creatures is logged as an error. */
const checkCreatures = (view: WheelView, call: string, logError: (...args: unknown[]) => void): void => {
  if (!Array.isArray((view as Partial<WheelView>).creatures)) logError(`Wheel: the ${call} answer lacks creatures`, view);
};

/** Loads the wheel (status); a reload keeps the shown wheel until the answer comes. */
export async function loadWheel(store: StoreAccess): Promise<void> {
  const api = requireWheel(store);
  if (store.get(wheelAtom).status !== 'ready') store.set(wheelAtom, loading);
  try {
    const view = await api.status();
    store_(store, view);
    // A reward left waiting (the page was closed mid-spin) shows as landed: nothing to turn again.
    if (view.pending) {
      const id = (store.get(wheelTurnAtom)?.id ?? 0) + 1;
      store.set(wheelTurnAtom, { id, ticket: view.pending.ticket, sectorIndex: view.pending.sectorIndex });
      store.set(wheelLandedAtom, id);
    }
  } catch (error: unknown) {
    store.set(wheelAtom, failed(error));
  }
}

async function wheelAction(store: StoreAccess, call: (api: WheelApi) => Promise<WheelView>, name: string, deps: WheelDeps) {
  const api = requireWheel(store);
  return busyCall(store, wheelBusyAtom, async () => {
    const view = await call(api);
    checkCreatures(view, name, deps.logError ?? console.error);
    store_(store, view);
    return view;
  }, null);
}

/** Spins the wheel of `ticket`; the renderer then turns to the sector the server drew. */
export async function spinWheel(store: StoreAccess, ticket: WheelTicket, deps: WheelDeps = {}): Promise<boolean> {
  const view = await wheelAction(store, (api) => api.spin(ticket), 'spin', deps);
  if (!view?.pending) return false;
  const id = (store.get(wheelTurnAtom)?.id ?? 0) + 1;
  store.set(wheelTurnAtom, { id, ticket: view.pending.ticket, sectorIndex: view.pending.sectorIndex });
  return true;
}

/** Takes the waiting reward, hero experience going to `heroId`; the heroes page reloads what it changed. */
export async function takeWheelReward(store: StoreAccess, heroId: number | null, deps: WheelDeps = {}): Promise<boolean> {
  const view = await wheelAction(store, (api) => api.take(heroId), 'reward', deps);
  if (!view) return false;
  store.set(heroesAtom, idle);
  return true;
}
