import { SkillType } from '../../core/model/index.ts';
import type { BattleCreature, Effect } from '../../core/model/index.ts';

/** Test-only builder of a battle creature (not exported from the folder's index). */
export const testCreature = (
  id: number,
  playerId: number | null,
  stats: { attack?: number; defence?: number; health?: number; maxHealth?: number; poison?: number; immortality?: number },
  effects: Effect[] = [],
): BattleCreature => {
  const skill = (skillType: SkillType, valueCurrent: number, valueTotal = valueCurrent) => ({
    skillType,
    valueCurrent,
    valueTotal,
  });
  const skills = [
    skill(SkillType.attack, stats.attack ?? 10),
    skill(SkillType.defence, stats.defence ?? 5),
    skill(SkillType.health, stats.health ?? 50, stats.maxHealth ?? stats.health ?? 50),
  ];
  if (stats.poison !== undefined) skills.push(skill(SkillType.poison, stats.poison));
  if (stats.immortality !== undefined) skills.push(skill(SkillType.immortality, stats.immortality));
  return {
    id,
    playerId,
    imageId: 'test',
    warriorClass: 'human',
    level: 1,
    rank: 1,
    temporal: false,
    combative: true,
    slotsCount: 3,
    artifacts: [],
    skills,
    effects,
    identifier: `test-${id}`,
    experience: 0,
  };
};
