import { Currency } from '../../model/index.ts';
import type { ConsumableDef } from '../../model/index.ts';

/** The backpack opens at this stair, its elixir settings at this one (product §9). */
export const BACKPACK_STAIR = 1;
export const ELIXIR_SETTINGS_STAIR = 25;

/**
 * Potions heal one own creature, scrolls strike one enemy ignoring defence (BATTLE.md "Consumables"). The first
 * potion and scroll match the starting ones (core/content/consumables.ts); each step is about 2.5 times stronger
 * for about 3 times the price, so the cheap ones stay worth carrying.
 */
export const HERO_CONSUMABLES: Readonly<Record<string, ConsumableDef>> = {
  smallPotion: { id: 'smallPotion', kind: 'potion', power: 40, price: { currency: Currency.gold, amount: 50 }, fromStair: 1 },
  potion: { id: 'potion', kind: 'potion', power: 100, price: { currency: Currency.gold, amount: 150 }, fromStair: 10 },
  greatPotion: { id: 'greatPotion', kind: 'potion', power: 250, price: { currency: Currency.mithril, amount: 10 }, fromStair: 30 },
  sparkScroll: { id: 'sparkScroll', kind: 'scroll', power: 30, price: { currency: Currency.gold, amount: 80 }, fromStair: 1 },
  fireScroll: { id: 'fireScroll', kind: 'scroll', power: 80, price: { currency: Currency.gold, amount: 250 }, fromStair: 10 },
  stormScroll: { id: 'stormScroll', kind: 'scroll', power: 200, price: { currency: Currency.mithril, amount: 15 }, fromStair: 30 },
};
