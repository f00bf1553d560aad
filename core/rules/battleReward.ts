import type { BattleReward, Creature } from '../model/index.ts';

/** Reward tunables (core/content/BATTLE.md). */
export const REWARD_RULES = {
  goldPerMonster: 8,
  goldPerMonsterLevel: 4,
  goldPerStair: 2,
  experiencePerMonsterLevel: 20,
} as const;

/** Gold and experience for beating `monsters` on `stair`: more and stronger monsters pay more. */
export const battleReward = (monsters: readonly Creature[], stair: number): BattleReward => {
  let gold = REWARD_RULES.goldPerStair * Math.max(1, stair);
  let experience = 0;
  for (const m of monsters) {
    gold += REWARD_RULES.goldPerMonster + REWARD_RULES.goldPerMonsterLevel * m.level;
    experience += REWARD_RULES.experiencePerMonsterLevel * m.level;
  }
  return { gold, experience };
};
