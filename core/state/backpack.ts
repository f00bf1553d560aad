import { atom } from 'jotai/vanilla';
import { createBackpackApi, type BackpackApi } from '../api/backpackApi.ts';
import type { AutoHealBelowPct, BackpackView, ConsumableKind, ElixirOrder } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The backpack client of this store: made from the app's request layer on first use, like the heroes one. */
export const backpackApiAtom = atom<BackpackApi | null>(null);

const requireBackpack = (store: StoreAccess): BackpackApi =>
  lazyClient(store, backpackApiAtom, createBackpackApi, 'backpack');

/** The backpack as the server last answered it, less the items spent in battle since. */
export const backpackAtom = atom<Remote<BackpackView>>(idle);

/** A backpack call is under way: the page disables its controls. */
export const backpackBusyAtom = atom(false);

/** Loads the backpack (GET /api/backpack); a reload keeps the shown one until the answer comes. */
export async function loadBackpack(store: StoreAccess): Promise<void> {
  const api = requireBackpack(store);
  if (store.get(backpackAtom).status !== 'ready') store.set(backpackAtom, loading);
  try {
    store.set(backpackAtom, ready(await api.backpack()));
  } catch (error: unknown) {
    store.set(backpackAtom, failed(error));
  }
}

async function backpackAction(store: StoreAccess, call: (api: BackpackApi) => Promise<BackpackView>): Promise<boolean> {
  const api = requireBackpack(store);
  return busyCall(store, backpackBusyAtom, async () => {
    store.set(backpackAtom, ready(await call(api)));
    return true;
  }, false);
}

/** Puts a consumable kind in a quick slot, or empties it (null); a refusal comes as a toast. */
export const setBackpackSlot = (store: StoreAccess, kind: ConsumableKind, index: number, itemId: string | null) =>
  backpackAction(store, (api) => api.setSlot(kind, index, itemId));

/** Stores the elixir settings (from stair 25; below, the refusal comes as a toast). */
export const setElixirSettings = (store: StoreAccess, autoHealBelowPct: AutoHealBelowPct, order: ElixirOrder) =>
  backpackAction(store, (api) => api.setElixirSettings(autoHealBelowPct, order));

/** Forgets an item the battle spent, in the backpack and the player's list, without asking the server again. */
export function forgetSpent(store: StoreAccess, consumableId: number): void {
  const held = store.get(backpackAtom);
  if (held.status === 'ready') {
    const stacks = held.value.stacks.map((s) => ({ ...s, ids: s.ids.filter((id) => id !== consumableId) }));
    store.set(backpackAtom, ready({ ...held.value, stacks }));
  }
  const player = store.get(playerAtom);
  if (player?.consumables.some((c) => c.id === consumableId)) {
    store.set(playerAtom, { ...player, consumables: player.consumables.filter((c) => c.id !== consumableId) });
  }
}
