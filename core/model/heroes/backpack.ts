/** What a consumable does: a potion heals one own creature, a scroll strikes one enemy (product §3 Consumable). */
export const ConsumableKind = { potion: 'potion', scroll: 'scroll' } as const;
export type ConsumableKind = (typeof ConsumableKind)[keyof typeof ConsumableKind];

/** Battle quick slots per kind (product §2 "backpack with slot settings for elixirs and scrolls"). */
export const BACKPACK_SLOTS = 3;

/** Which potion the elixir settings reach for first when they heal on their own. */
export const ElixirOrder = { weakest: 'weakest', strongest: 'strongest' } as const;
export type ElixirOrder = (typeof ElixirOrder)[keyof typeof ElixirOrder];

/** The thresholds the elixir settings offer, in percent of a hero's health; 0 is off. */
export const AUTO_HEAL_STEPS = [0, 25, 50, 75] as const;
export type AutoHealBelowPct = (typeof AUTO_HEAL_STEPS)[number];

/**
 * The elixir settings (product §9: from stair 25): in battle, after each answer, a hero of the squad whose health
 * fell below `autoHealBelowPct` percent drinks a potion on its own, the weakest or the strongest one first.
 */
export interface ElixirSettings {
  autoHealBelowPct: AutoHealBelowPct;
  order: ElixirOrder;
}

/** Which consumable (a `ConsumableDef` id) sits in each quick slot of a kind; null: an empty slot. */
export type BackpackSlots = Record<ConsumableKind, (string | null)[]>;

/** The unspent consumables of one kind and power: `ids` oldest first, the one a use spends first. */
export interface BackpackStack {
  /** The `ConsumableDef` it matches (core/content/heroes/heroConsumables.ts); null for one no shop sells. */
  itemId: string | null;
  kind: ConsumableKind;
  power: number;
  ids: number[];
}

/** GET /api/backpack (fixtures/server/API.md "Backpack"). */
export interface BackpackView {
  stacks: BackpackStack[];
  slots: BackpackSlots;
  elixirSettings: ElixirSettings;
  /** The player's stair and the stair the elixir settings open at, so the page says why they are locked. */
  stair: number;
  elixirSettingsStair: number;
}
