import { BattleEventKind, ErrorCode } from '../model/index.ts';
import type { BattleCreature, BattleEvent, BattleHit, Consumable } from '../model/index.ts';
import { battleEvent } from './battleEvent.ts';
import { findCreature } from './battleSide.ts';
import { healthOf, isAlive } from './creatureState.ts';
import { dealDamage } from './dealDamage.ts';
import { RuleError } from './RuleError.ts';
import { withHealth } from './updateCreature.ts';

/** `attackerId` of a scroll's hit: no creature struck it. */
export const SCROLL_ATTACKER_ID = 0;

/**
 * Uses a consumable in battle: a potion heals one of the player's living creatures up to full health (no hit);
 * a scroll deals its power to a living enemy, ignoring defence (immortality still saves).
 * Without `playerId` the player's side is every creature with a playerId (a mob battle). `events` tell the health
 * really healed or lost, for the battle log.
 */
export const applyConsumable = (
  creatures: readonly BattleCreature[],
  consumable: Consumable,
  targetId: number,
  playerId?: number,
): { creatures: BattleCreature[]; hit: BattleHit | null; events: BattleEvent[] } => {
  const target = findCreature(creatures, targetId);
  if (!isAlive(target)) throw new RuleError(ErrorCode.TARGET_DEAD, `creature ${targetId} is dead`, { targetId });
  const own = playerId === undefined ? target.playerId !== null : target.playerId === playerId;
  const wantsOwn = consumable.kind === 'potion';
  if (own !== wantsOwn) {
    throw new RuleError(ErrorCode.FORBIDDEN, `a ${consumable.kind} cannot target creature ${targetId}`, {
      targetId,
      kind: consumable.kind,
    });
  }
  if (consumable.kind === 'potion') {
    const healed = withHealth(target, healthOf(target) + consumable.power);
    const events = [battleEvent(BattleEventKind.potion, target, healed)];
    return { creatures: creatures.map((c) => (c.id === targetId ? healed : c)), hit: null, events };
  }
  const damage = Math.max(0, Math.round(consumable.power));
  const result = dealDamage(target, damage);
  const hit: BattleHit = {
    attackerId: SCROLL_ATTACKER_ID,
    defenderId: targetId,
    damage,
    poison: 0,
    killed: result.killed,
    saved: result.saved,
  };
  const events = [battleEvent(BattleEventKind.scroll, target, result.creature, { killed: result.killed, saved: result.saved })];
  return { creatures: creatures.map((c) => (c.id === targetId ? result.creature : c)), hit, events };
};
