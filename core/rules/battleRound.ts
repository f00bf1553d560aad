import { BattleOutcome } from '../model/index.ts';
import type { BattleCreature, BattleEvent, BattleHit } from '../model/index.ts';
import { applyHit } from './applyHit.ts';
import { battleOutcome } from './battleOutcome.ts';
import { BattleSide } from './battleSide.ts';
import type { MovePair } from './bestBlow.ts';
import { chooseEnemyMove } from './chooseEnemyMove.ts';
import { tickEffects } from './endTurn.ts';
import type { Rng } from './rng.ts';

export interface BattleRound {
  creatures: BattleCreature[];
  outcome: BattleOutcome;
  /** The blows, the player's first (none when skipping), then the enemy's answer. */
  hits: BattleHit[];
  /** Every change of health and state, in order: the battle log of the round. */
  events: BattleEvent[];
}

/**
 * One round of a mob battle (core/content/BATTLE.md "Turn"): the player's blow (none when skipping), their effects
 * tick, then, unless that decided the battle, the monsters answer and their effects tick. The server plays it for
 * each hit and skip; the balance simulation plays it too.
 */
export const battleRound = (
  start: readonly BattleCreature[],
  playerId: number,
  blow: MovePair | null,
  rng: Rng,
): BattleRound => playRoundWith(start, blow, rng, (creatures) => battleOutcome(creatures, playerId));

/**
 * The round itself, with the rule that tells a decided battle: a mob or arena battle's (`battleOutcome`), or a
 * MULTI battle's, where several players stand on the one side (multiBattle.ts).
 */
export const playRoundWith = (
  start: readonly BattleCreature[],
  blow: MovePair | null,
  rng: Rng,
  outcomeOf: (creatures: readonly BattleCreature[]) => BattleOutcome,
): BattleRound => {
  let creatures = [...start];
  const hits: BattleHit[] = [];
  const events: BattleEvent[] = [];
  const strike = (pair: MovePair) => {
    const result = applyHit(creatures, pair.attackerId, pair.defenderId, rng);
    creatures = result.creatures;
    hits.push(result.hit);
    events.push(...result.events);
  };
  const tick = (side: BattleSide) => {
    const result = tickEffects(creatures, side);
    creatures = result.creatures;
    events.push(...result.events);
  };
  if (blow) strike(blow);
  tick(BattleSide.player);
  let outcome = outcomeOf(creatures);
  if (outcome === BattleOutcome.NONE) {
    const answer = chooseEnemyMove(creatures, rng);
    if (answer) strike(answer);
    tick(BattleSide.enemy);
    outcome = outcomeOf(creatures);
  }
  return { creatures, outcome, hits, events };
};
