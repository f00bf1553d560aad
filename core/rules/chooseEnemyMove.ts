import type { BattleCreature } from '../model/index.ts';
import { bestBlow } from './bestBlow.ts';
import type { MovePair } from './bestBlow.ts';
import { canAct, isAlive } from './creatureState.ts';
import type { Rng } from './rng.ts';

/** How often a monster strikes a random target instead of the best one, so fights are not predictable. */
export const ENEMY_WHIM = 0.2;

/** The monsters' answer: their best blow, sometimes on a random living target; null when no monster can act. */
export const chooseEnemyMove = (creatures: readonly BattleCreature[], rng: Rng): MovePair | null => {
  const monsters = creatures.filter((c) => c.playerId === null && canAct(c));
  const targets = creatures.filter((c) => c.playerId !== null && isAlive(c));
  const best = bestBlow(monsters, targets);
  if (!best) return null;
  if (targets.length > 1 && rng.next() < ENEMY_WHIM) {
    const pick = targets[Math.floor(rng.next() * targets.length)];
    if (pick) return { attackerId: best.attackerId, defenderId: pick.id };
  }
  return best;
};
