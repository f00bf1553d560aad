import type { Creature, EffectType } from './creature.ts';
import type { MultiBattleInfo } from './multiBattle.ts';

export const BattleType = { MOB: 'MOB', ARENA: 'ARENA', MULTI: 'MULTI' } as const;
export type BattleType = (typeof BattleType)[keyof typeof BattleType];

export const BattleStatus = { IN_PROGRESS: 'IN_PROGRESS', COMPLETED: 'COMPLETED' } as const;
export type BattleStatus = (typeof BattleStatus)[keyof typeof BattleStatus];

/** Who has won once no creature of one side is alive. */
export const BattleOutcome = { NONE: 'NONE', WIN: 'WIN', LOSS: 'LOSS' } as const;
export type BattleOutcome = (typeof BattleOutcome)[keyof typeof BattleOutcome];

/**
 * A creature in a battle; `playerId` is null for monsters. `reflectPct` is the percent of the health a blow takes
 * from it that the striker loses back (issue 13, its clan's CLAN_SHIELD), fixed when the battle starts so every
 * later round replays the same; absent (battles stored before it, monsters, heroes outside a shielded clan) is 0.
 */
export interface BattleCreature extends Creature {
  playerId: number | null;
  reflectPct?: number;
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

/**
 * What one battle event did (issue 10 "the log tells every change of health"): a blow, a scroll, a potion, a poison
 * tick, a poison taking hold, an effect wearing off, a blow's part sent back by a clan shield.
 */
export const BattleEventKind = {
  blow: 'blow',
  scroll: 'scroll',
  potion: 'potion',
  poisonTick: 'poisonTick',
  poisoned: 'poisoned',
  effectEnded: 'effectEnded',
  /** The striker of a blow loses part of it back to the struck creature's clan shield (issue 13). */
  reflected: 'reflected',
} as const;
export type BattleEventKind = (typeof BattleEventKind)[keyof typeof BattleEventKind];

/**
 * One change of a creature's health or state, in the order it happened. The `change`s of a creature's events add
 * up to its health change over the same answer, so the log a player reads sums to the health bars they see.
 */
export interface BattleEvent {
  kind: BattleEventKind;
  /** The creature whose health or state changed. */
  creatureId: number;
  /** The striking creature of a blow; the shielded creature that sent a reflection back; null for everything else. */
  sourceId: number | null;
  /** Signed change of its health: what it really lost or gained, not the blow's nominal damage. */
  change: number;
  /** Its health after the event. */
  health: number;
  killed: boolean;
  /** Immortality kept it at 1 health (one charge spent). */
  saved: boolean;
  /** The effect that took hold or wore off (poisoned, effectEnded); null otherwise. */
  effect: EffectType | null;
  /** Moves the effect lasts (poisoned); 0 otherwise. */
  moves: number;
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
  /** Every change of health and state of the last action, in order (blows, ticks, consumables). */
  lastEvents: BattleEvent[];
  turn: number;
  reward: BattleReward | null;
  /** Issue 14: a MULTI battle's participants and whose turn it is; absent in other battles. */
  multi?: MultiBattleInfo;
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
