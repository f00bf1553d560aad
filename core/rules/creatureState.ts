import { EffectType, SkillType } from '../model/index.ts';
import type { Creature, Skill } from '../model/index.ts';

/** The creature's skill of this type, if it has one. */
export const getSkill = (c: Creature, t: SkillType): Skill | undefined => c.skills.find((s) => s.skillType === t);

/** Current value of a skill, 0 when the creature lacks it. */
export const skillValue = (c: Creature, t: SkillType): number => getSkill(c, t)?.valueCurrent ?? 0;

/** Current health. */
export const healthOf = (c: Creature): number => skillValue(c, SkillType.health);

/** Full health. */
export const maxHealthOf = (c: Creature): number => getSkill(c, SkillType.health)?.valueTotal ?? 0;

export const attackOf = (c: Creature): number => skillValue(c, SkillType.attack);
export const defenceOf = (c: Creature): number => skillValue(c, SkillType.defence);

/** Alive while current health is above 0 (technical §4 Battle). */
export const isAlive = (c: Creature): boolean => healthOf(c) > 0;

/** May act: alive and not frozen with moves remaining (technical §4 Battle). */
export const canAct = (c: Creature): boolean =>
  isAlive(c) && !c.effects.some((e) => e.type === EffectType.frozen && e.movesRemain > 0);
