import { SkillType } from '../model/index.ts';
import type { Creature, Precalculation } from '../model/index.ts';
import { expectedDamage } from './battleFormulas.ts';
import { healthOf, skillValue } from './creatureState.ts';

/** The blow's expected damage without the random spread, and whether it would kill (immortality saves). */
export const previewHit = (attacker: Creature, defender: Creature): Precalculation => {
  const damage = expectedDamage(attacker, defender);
  const kills = damage >= healthOf(defender) && skillValue(defender, SkillType.immortality) <= 0;
  return { damage, kills };
};
