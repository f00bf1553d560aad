import { SkillType } from '../model/index.ts';
import type { Creature } from '../model/index.ts';
import { attackOf, defenceOf, maxHealthOf, skillValue } from './creatureState.ts';
import type { Rng } from './rng.ts';

/** Battle tunables (our own design, see core/content/BATTLE.md). */
export const BATTLE_RULES = {
  /** A blow lands between 90% and 110% of its expected damage. */
  spreadMin: 0.9,
  spreadMax: 1.1,
  /** Every blow hurts at least this much. */
  minDamage: 1,
  /** A poison tick takes this share of the victim's full health. */
  poisonShare: 0.06,
} as const;

/**
 * Expected damage of a blow before the random spread: attack × attack / (attack + defence).
 * Equal attack and defence halve the blow; defence never blocks it completely.
 */
export const expectedDamage = (attacker: Creature, defender: Creature): number => {
  const attack = Math.max(0, attackOf(attacker));
  const defence = Math.max(0, defenceOf(defender));
  if (attack === 0) return BATTLE_RULES.minDamage;
  return Math.max(BATTLE_RULES.minDamage, Math.round((attack * attack) / (attack + defence)));
};

/** Damage of one real blow: the expected damage times a spread drawn from `rng`. */
export const rollDamage = (attacker: Creature, defender: Creature, rng: Rng): number => {
  const base = expectedDamage(attacker, defender);
  const spread = BATTLE_RULES.spreadMin + (BATTLE_RULES.spreadMax - BATTLE_RULES.spreadMin) * rng.next();
  return Math.max(BATTLE_RULES.minDamage, Math.round(base * spread));
};

/** Health a poisoned creature loses at each tick. */
export const poisonTickDamage = (c: Creature): number =>
  Math.max(1, Math.round(maxHealthOf(c) * BATTLE_RULES.poisonShare));

/** Moves of poison this attacker's blow inflicts (its poison skill's current value; 0 for none). */
export const poisonMovesOf = (attacker: Creature): number => Math.max(0, skillValue(attacker, SkillType.poison));
