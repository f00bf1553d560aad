import type { Creature } from './creature.ts';

export const BattleType = { MOB: 'MOB', ARENA: 'ARENA', MULTI: 'MULTI' } as const;
export type BattleType = (typeof BattleType)[keyof typeof BattleType];

export const BattleStatus = { IN_PROGRESS: 'IN_PROGRESS', COMPLETED: 'COMPLETED' } as const;
export type BattleStatus = (typeof BattleStatus)[keyof typeof BattleStatus];

/** Who has won once no creature of one side is alive. */
export const BattleOutcome = { NONE: 'NONE', WIN: 'WIN', LOSS: 'LOSS' } as const;
export type BattleOutcome = (typeof BattleOutcome)[keyof typeof BattleOutcome];

/** A creature in a battle; `playerId` is null for monsters. */
export interface BattleCreature extends Creature {
  playerId: number | null;
}

/** One resolved blow, for the client to animate. */
export interface BattleHit {
  attackerId: number;
  defenderId: number;
  damage: number;
  poison: number;
  killed: boolean;
  /** Immortality saved the defender at 1 health. */
  saved: boolean;
}

export interface BattleReward {
  gold: number;
  experience: number;
}

export interface Battle {
  id: number;
  type: BattleType;
  status: BattleStatus;
  outcome: BattleOutcome;
  placeId: number | null;
  creatures: BattleCreature[];
  /** The hint from the last `ask`: the suggested attacker and defender. */
  ask: { attackerId: number; defenderId: number } | null;
  /** Blows of the last action, the player's first, then the enemy's answer. */
  lastHits: BattleHit[];
  turn: number;
  reward: BattleReward | null;
}

/** Answer of POST /api/battle/precalculate. */
export interface Precalculation {
  damage: number;
  kills: boolean;
}

/** Answer of POST /api/battle/complete. */
export interface BattleCompletion {
  outcome: BattleOutcome;
  reward: BattleReward | null;
  player: import('./player.ts').Player;
}
