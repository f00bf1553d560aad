import { BACKPACK_SLOTS, ConsumableKind, ElixirOrder, HeroRefusal } from '../../model/index.ts';
import type {
  BackpackSlots, BackpackStack, Consumable, ConsumableDef, Creature, ElixirSettings,
} from '../../model/index.ts';
import { healthOf, isAlive, maxHealthOf } from '../creatureState.ts';
import { HeroRuleError } from './HeroRuleError.ts';

/** The consumables a shop sells, by id (core/content/heroes/heroConsumables.ts passes them in). */
export type ConsumableDefs = Readonly<Record<string, ConsumableDef>>;

const kinds = Object.values(ConsumableKind);

/** The def a consumable is, matched by kind and power (the database keeps no def id: issue 8's rows predate them). */
export const consumableDefOf = (item: Pick<Consumable, 'kind' | 'power'>, defs: ConsumableDefs): ConsumableDef | null =>
  Object.values(defs).find((d) => d.kind === item.kind && d.power === item.power) ?? null;

/** Groups unspent consumables by kind and power, potions first, the weaker first; ids stay oldest first. */
export function stackConsumables(items: readonly Consumable[], defs: ConsumableDefs): BackpackStack[] {
  const stacks = new Map<string, BackpackStack>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const key = `${item.kind}:${item.power}`;
    const stack = stacks.get(key);
    if (stack) stack.ids.push(item.id);
    else stacks.set(key, { itemId: consumableDefOf(item, defs)?.id ?? null, kind: item.kind, power: item.power, ids: [item.id] });
  }
  return [...stacks.values()].sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.power - b.power);
}

/**
 * The slots of a player who never set them: what they carry of each kind, weakest first (stacks come sorted), so a
 * new player's potions and scroll are at hand in the first battle and no slot shows an item they never had.
 */
export function defaultSlots(stacks: readonly BackpackStack[]): BackpackSlots {
  const of = (kind: ConsumableKind) => {
    const ids = stacks.filter((s) => s.kind === kind && s.itemId !== null).map((s) => s.itemId);
    return Array.from({ length: BACKPACK_SLOTS }, (_, i) => ids[i] ?? null);
  };
  return { potion: of(ConsumableKind.potion), scroll: of(ConsumableKind.scroll) };
}

/**
 * Puts a consumable in a quick slot of its kind, or empties the slot (`itemId` null). A consumable sits in one slot
 * of its kind at most: placed again, it leaves the slot it held (so a replayed call changes nothing). Refuses
 * SLOT_NOT_AVAILABLE outside the slots or for a consumable of the other kind, NOT_FOUND for one no shop sells.
 */
export function placeInBackpackSlot(
  slots: BackpackSlots,
  kind: ConsumableKind,
  index: number,
  itemId: string | null,
  defs: ConsumableDefs,
): BackpackSlots {
  if (!Number.isInteger(index) || index < 0 || index >= BACKPACK_SLOTS) {
    throw new HeroRuleError(HeroRefusal.SLOT_NOT_AVAILABLE, `no ${kind} slot ${index}`, { index });
  }
  if (itemId !== null) {
    const def = defs[itemId];
    if (!def) throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no consumable ${itemId}`, { itemId });
    if (def.kind !== kind) {
      throw new HeroRuleError(HeroRefusal.SLOT_NOT_AVAILABLE, `a ${def.kind} cannot sit in a ${kind} slot`, { index });
    }
  }
  const row = slots[kind].map((id, i) => (i === index ? itemId : id === itemId ? null : id));
  return { ...slots, [kind]: row };
}

/** Refuses BACKPACK_LOCKED below the stair the backpack opens at (product §9: stair 1). */
export function requireBackpackOpen(stair: number, openStair: number): void {
  if (stair < openStair) throw new HeroRuleError(HeroRefusal.BACKPACK_LOCKED, `the backpack opens at stair ${openStair}`, { stair: openStair });
}

/** Refuses ELIXIR_SETTINGS_LOCKED below the stair the elixir settings open at (product §9: stair 25). */
export function requireElixirSettingsOpen(stair: number, openStair: number): void {
  if (stair < openStair) {
    throw new HeroRuleError(HeroRefusal.ELIXIR_SETTINGS_LOCKED, `elixir settings open at stair ${openStair}`, { stair: openStair });
  }
}

/**
 * What the elixir settings heal on their own after an answer (ElixirSettings): the living own creature with the
 * lowest share of its health below the threshold, and the potion the order picks; null when none needs one, the
 * settings are off, or no potion is left.
 */
export function autoHeal(
  creatures: readonly Creature[],
  stacks: readonly BackpackStack[],
  settings: ElixirSettings,
): { creatureId: number; consumableId: number } | null {
  if (settings.autoHealBelowPct === 0) return null;
  const share = (c: Creature) => healthOf(c) / Math.max(1, maxHealthOf(c));
  const wounded = creatures
    .filter((c) => isAlive(c) && share(c) * 100 < settings.autoHealBelowPct)
    .sort((a, b) => share(a) - share(b))[0];
  const potions = stacks.filter((s) => s.kind === ConsumableKind.potion && s.ids.length > 0).sort((a, b) => a.power - b.power);
  const potion = settings.order === ElixirOrder.weakest ? potions[0] : potions.at(-1);
  if (!wounded || !potion) return null;
  return { creatureId: wounded.id, consumableId: potion.ids[0]! };
}
