import type { AutoHealBelowPct, BackpackView, ConsumableKind, ElixirOrder } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The backpack calls of issue 11 (fixtures/server/API.md "Backpack"): each answers the backpack as the server holds
 * it after the call, and rejects with an `ApiError` on a non-2xx answer (BACKPACK_LOCKED, ELIXIR_SETTINGS_LOCKED,
 * SLOT_NOT_AVAILABLE). Items are spent in battle through the battle client's `removeConsumable`.
 */
export interface BackpackApi {
  backpack(): Promise<BackpackView>;
  /** Puts a consumable kind (a `ConsumableDef` id) in quick slot `index` of `kind`; null empties the slot. */
  setSlot(kind: ConsumableKind, index: number, itemId: string | null): Promise<BackpackView>;
  setElixirSettings(autoHealBelowPct: AutoHealBelowPct, order: ElixirOrder): Promise<BackpackView>;
}

export function createBackpackApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): BackpackApi {
  const { get, postForm } = layer;
  return {
    backpack: () => get<BackpackView>('/api/backpack'),
    setSlot: (kind, index, itemId) => postForm<BackpackView>('/api/backpack/slot', { kind, index, itemId: itemId ?? '' }),
    setElixirSettings: (autoHealBelowPct, order) =>
      postForm<BackpackView>('/api/backpack/elixirSettings', { autoHealBelowPct, order }),
  };
}
