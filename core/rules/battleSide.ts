import { ErrorCode } from '../model/index.ts';
import type { BattleCreature } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

/** The two sides of a mob battle: the players' creatures and the monsters (playerId null). */
export const BattleSide = { player: 'player', enemy: 'enemy' } as const;
export type BattleSide = (typeof BattleSide)[keyof typeof BattleSide];

export const sideOf = (c: BattleCreature): BattleSide => (c.playerId === null ? BattleSide.enemy : BattleSide.player);

/** Same owner (the same player, or both monsters): such creatures never strike each other. */
export const isSameSide = (a: BattleCreature, b: BattleCreature): boolean => a.playerId === b.playerId;

/** The creature with this id, or a NOT_FOUND RuleError. */
export const findCreature = (creatures: readonly BattleCreature[], id: number): BattleCreature => {
  const found = creatures.find((c) => c.id === id);
  if (!found) throw new RuleError(ErrorCode.NOT_FOUND, `no creature ${id} in this battle`, { creatureId: id });
  return found;
};
