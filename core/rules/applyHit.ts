import { BattleEventKind, EffectType, ErrorCode } from '../model/index.ts';
import type { BattleCreature, BattleEvent, BattleHit } from '../model/index.ts';
import { battleEvent } from './battleEvent.ts';
import { poisonMovesOf, poisonTickDamage, rollDamage } from './battleFormulas.ts';
import { findCreature, isSameSide } from './battleSide.ts';
import { canAct, isAlive } from './creatureState.ts';
import { dealDamage } from './dealDamage.ts';
import type { Rng } from './rng.ts';
import { reflectBlow } from './reflectBlow.ts';
import { RuleError } from './RuleError.ts';
import { withEffect } from './updateCreature.ts';

/**
 * One blow of `attackerId` on `defenderId` (technical §4 Battle). Returns a new creature list and the hit;
 * `hit.poison` is the damage per tick of the poison it left (0 for none). `events` tell the blow's health change
 * and the poison taking hold, and what the defender's clan shield sent back to the attacker, for the battle log.
 */
export const applyHit = (
  creatures: readonly BattleCreature[],
  attackerId: number,
  defenderId: number,
  rng: Rng,
): { creatures: BattleCreature[]; hit: BattleHit; events: BattleEvent[] } => {
  const attacker = findCreature(creatures, attackerId);
  const defender = findCreature(creatures, defenderId);
  if (!canAct(attacker)) {
    throw new RuleError(ErrorCode.CREATURE_CANNOT_ACT, `creature ${attackerId} cannot act`, { attackerId });
  }
  if (!isAlive(defender)) throw new RuleError(ErrorCode.TARGET_DEAD, `creature ${defenderId} is dead`, { defenderId });
  if (isSameSide(attacker, defender)) {
    throw new RuleError(ErrorCode.FORBIDDEN, `creatures ${attackerId} and ${defenderId} are on one side`, {
      attackerId,
      defenderId,
    });
  }

  const damage = rollDamage(attacker, defender, rng);
  const result = dealDamage(defender, damage);
  let struck = result.creature;
  const events: BattleEvent[] = [
    battleEvent(BattleEventKind.blow, defender, struck, { sourceId: attackerId, killed: result.killed, saved: result.saved }),
  ];
  // Issue 13: the struck creature's clan shield sends part of the blow back before its poison takes hold.
  const reflection = reflectBlow(attacker, defender, struck);
  if (reflection) events.push(reflection.event);
  const poisonMoves = result.killed ? 0 : poisonMovesOf(attacker);
  if (poisonMoves > 0) {
    const poisoned = withEffect(struck, { type: EffectType.poisoned, movesRemain: poisonMoves });
    const moves = poisoned.effects.find((e) => e.type === EffectType.poisoned)?.movesRemain ?? poisonMoves;
    events.push(battleEvent(BattleEventKind.poisoned, struck, poisoned, { effect: EffectType.poisoned, moves }));
    struck = poisoned;
  }

  const hit: BattleHit = {
    attackerId,
    defenderId,
    damage,
    poison: poisonMoves > 0 ? poisonTickDamage(struck) : 0,
    killed: result.killed,
    saved: result.saved,
  };
  const striker = reflection?.attacker ?? attacker;
  return {
    creatures: creatures.map((c) => (c.id === defenderId ? struck : c.id === attackerId ? striker : c)),
    hit,
    events,
  };
};
