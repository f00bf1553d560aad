import { BattleOutcome } from '../model/index.ts';
import type { BattleCreature } from '../model/index.ts';
import { isAlive } from './creatureState.ts';

/** WIN once no enemy of `playerId` lives, LOSS once none of its creatures lives (a win is checked first). */
export const battleOutcome = (creatures: readonly BattleCreature[], playerId: number): BattleOutcome => {
  if (!creatures.some((c) => c.playerId !== playerId && isAlive(c))) return BattleOutcome.WIN;
  if (!creatures.some((c) => c.playerId === playerId && isAlive(c))) return BattleOutcome.LOSS;
  return BattleOutcome.NONE;
};
