import type { BattleCreature } from '../model/index.ts';
import { bestBlow } from './bestBlow.ts';
import type { MovePair } from './bestBlow.ts';
import { canAct, isAlive } from './creatureState.ts';

/** The `ask` hint: the player's best expected blow on a living enemy, or null when no creature can act. */
export const suggestMove = (creatures: readonly BattleCreature[], playerId: number): MovePair | null =>
  bestBlow(
    creatures.filter((c) => c.playerId === playerId && canAct(c)),
    creatures.filter((c) => c.playerId !== playerId && isAlive(c)),
  );
