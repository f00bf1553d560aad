import { SkillType } from '../model/index.ts';
import type { Creature } from '../model/index.ts';
import { healthOf, skillValue } from './creatureState.ts';
import { withHealth, withSkillCurrent } from './updateCreature.ts';

export interface DamageResult<C extends Creature> {
  creature: C;
  killed: boolean;
  /** Immortality kept it at 1 health and one charge was spent. */
  saved: boolean;
}

/**
 * Takes `damage` off `defender`. A killing blow on a creature with immortality charges leaves it at 1 health
 * and spends one charge instead (the dead lose their effects).
 */
export const dealDamage = <C extends Creature>(defender: C, damage: number): DamageResult<C> => {
  const left = healthOf(defender) - damage;
  if (left > 0) return { creature: withHealth(defender, left), killed: false, saved: false };
  const charges = skillValue(defender, SkillType.immortality);
  if (charges > 0) {
    const saved = withSkillCurrent(withHealth(defender, 1), SkillType.immortality, charges - 1);
    return { creature: saved, killed: false, saved: true };
  }
  return { creature: { ...withHealth(defender, 0), effects: [] }, killed: true, saved: false };
};
