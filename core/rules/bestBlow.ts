import type { BattleCreature } from '../model/index.ts';
import { attackOf, healthOf } from './creatureState.ts';
import { previewHit } from './previewHit.ts';

export interface MovePair {
  attackerId: number;
  defenderId: number;
}

/** Ranks a blow: a kill first (of the hardest hitter), then the most damage, then the weakest target. */
const blowScore = (attacker: BattleCreature, defender: BattleCreature): readonly number[] => {
  const { damage, kills } = previewHit(attacker, defender);
  const dealt = Math.min(damage, healthOf(defender));
  return kills ? [1, attackOf(defender), -damage] : [0, dealt, -(healthOf(defender) - dealt)];
};

const better = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
};

/** The best expected blow of any attacker on any defender (first found wins ties), or null when none. */
export const bestBlow = (
  attackers: readonly BattleCreature[],
  defenders: readonly BattleCreature[],
): MovePair | null => {
  let best: { pair: MovePair; score: readonly number[] } | null = null;
  for (const attacker of attackers) {
    for (const defender of defenders) {
      const score = blowScore(attacker, defender);
      if (!best || better(score, best.score)) {
        best = { pair: { attackerId: attacker.id, defenderId: defender.id }, score };
      }
    }
  }
  return best?.pair ?? null;
};
