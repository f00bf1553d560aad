import { SkillType } from '../model/index.ts';
import type { Creature, Effect } from '../model/index.ts';

/** A copy of `c` with the current value of skill `t` replaced (creatures are never mutated). */
export const withSkillCurrent = <C extends Creature>(c: C, t: SkillType, valueCurrent: number): C => ({
  ...c,
  skills: c.skills.map((s) => (s.skillType === t ? { ...s, valueCurrent } : s)),
});

/** A copy of `c` with current health set, kept within 0..max. */
export const withHealth = <C extends Creature>(c: C, health: number): C => {
  const max = c.skills.find((s) => s.skillType === SkillType.health)?.valueTotal ?? 0;
  return withSkillCurrent(c, SkillType.health, Math.max(0, Math.min(max, Math.round(health))));
};

/** A copy of `c` carrying `effect`; an effect of the same type is refreshed to the longer duration, not stacked. */
export const withEffect = <C extends Creature>(c: C, effect: Effect): C => {
  const existing = c.effects.find((e) => e.type === effect.type);
  if (!existing) return { ...c, effects: [...c.effects, { ...effect }] };
  return {
    ...c,
    effects: c.effects.map((e) =>
      e.type === effect.type ? { ...e, movesRemain: Math.max(e.movesRemain, effect.movesRemain) } : e,
    ),
  };
};
