import { describe, expect, it } from 'vitest';
import { HERO_CONSUMABLES } from '../../content/index.ts';
import { HeroRefusal } from '../../model/index.ts';
import { testCreature } from '../../../test/support/testCreature.ts';
import {
  autoHeal, defaultSlots, placeInBackpackSlot, requireBackpackOpen, requireElixirSettingsOpen, stackConsumables,
} from './backpack.ts';
import { refusalOf } from '../../../test/support/testRoster.ts';

const potion = (id: number, power = 40) => ({ id, kind: 'potion' as const, power });
const scroll = (id: number, power = 30) => ({ id, kind: 'scroll' as const, power });

describe('the backpack', () => {
  it('stacks consumables by kind and power, potions first, oldest id first, naming the shop item they are', () => {
    const stacks = stackConsumables([scroll(9), potion(7, 100), potion(5), potion(3), scroll(4, 17)], HERO_CONSUMABLES);
    expect(stacks).toEqual([
      { itemId: 'smallPotion', kind: 'potion', power: 40, ids: [3, 5] },
      { itemId: 'potion', kind: 'potion', power: 100, ids: [7] },
      { itemId: null, kind: 'scroll', power: 17, ids: [4] },
      { itemId: 'sparkScroll', kind: 'scroll', power: 30, ids: [9] },
    ]);
  });

  it('fills the slots of a player who never set them with what they carry, weakest first', () => {
    const stacks = stackConsumables([potion(1, 250), potion(2), scroll(3, 17), scroll(4)], HERO_CONSUMABLES);
    expect(defaultSlots(stacks)).toEqual({ potion: ['smallPotion', 'greatPotion', null], scroll: ['sparkScroll', null, null] });
    expect(defaultSlots([])).toEqual({ potion: [null, null, null], scroll: [null, null, null] });
  });

  it('moves a consumable placed again out of the slot it held, so a replay changes nothing', () => {
    const slots = { potion: ['smallPotion', 'potion', 'greatPotion'], scroll: [null, null, null] };
    const once = placeInBackpackSlot(slots, 'potion', 2, 'smallPotion', HERO_CONSUMABLES);
    expect(once.potion).toEqual([null, 'potion', 'smallPotion']);
    expect(placeInBackpackSlot(once, 'potion', 2, 'smallPotion', HERO_CONSUMABLES)).toEqual(once);
    expect(placeInBackpackSlot(once, 'potion', 1, null, HERO_CONSUMABLES).potion).toEqual([null, null, 'smallPotion']);
  });

  it('refuses a slot outside the three, a scroll in a potion slot and an unknown item', () => {
    const slots = defaultSlots([]);
    expect(refusalOf(() => placeInBackpackSlot(slots, 'potion', 3, 'potion', HERO_CONSUMABLES))).toBe(HeroRefusal.SLOT_NOT_AVAILABLE);
    expect(refusalOf(() => placeInBackpackSlot(slots, 'potion', 0, 'fireScroll', HERO_CONSUMABLES))).toBe(HeroRefusal.SLOT_NOT_AVAILABLE);
    expect(refusalOf(() => placeInBackpackSlot(slots, 'scroll', 0, 'nothing', HERO_CONSUMABLES))).toBe(HeroRefusal.NOT_FOUND);
  });

  it('opens the backpack at its stair and the elixir settings at theirs, refusing below with the stair', () => {
    expect(() => requireBackpackOpen(1, 1)).not.toThrow();
    expect(refusalOf(() => requireBackpackOpen(0, 1))).toBe(HeroRefusal.BACKPACK_LOCKED);
    expect(() => requireElixirSettingsOpen(25, 25)).not.toThrow();
    expect(refusalOf(() => requireElixirSettingsOpen(24, 25))).toBe(HeroRefusal.ELIXIR_SETTINGS_LOCKED);
  });
});

describe('the elixir settings heal on their own', () => {
  const stacks = stackConsumables([potion(1), potion(2, 100)], HERO_CONSUMABLES);
  const squad = [testCreature(10, 1, { health: 30, maxHealth: 100 }), testCreature(11, 1, { health: 20, maxHealth: 100 })];

  it('the most wounded hero below the threshold, with the weakest or the strongest potion as set', () => {
    expect(autoHeal(squad, stacks, { autoHealBelowPct: 50, order: 'weakest' })).toEqual({ creatureId: 11, consumableId: 1 });
    expect(autoHeal(squad, stacks, { autoHealBelowPct: 50, order: 'strongest' })).toEqual({ creatureId: 11, consumableId: 2 });
  });

  it('nobody when off, when all stand above the threshold, when the wounded are dead, or when no potion is left', () => {
    expect(autoHeal(squad, stacks, { autoHealBelowPct: 0, order: 'weakest' })).toBeNull();
    expect(autoHeal(squad, stacks, { autoHealBelowPct: 25, order: 'weakest' })).toEqual({ creatureId: 11, consumableId: 1 });
    expect(autoHeal([testCreature(12, 1, { health: 0, maxHealth: 100 })], stacks, { autoHealBelowPct: 75, order: 'weakest' })).toBeNull();
    expect(autoHeal(squad, stackConsumables([scroll(3)], HERO_CONSUMABLES), { autoHealBelowPct: 75, order: 'weakest' })).toBeNull();
  });
});
