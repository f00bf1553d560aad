import { BattleEventKind } from '../../model/index.ts';
import type { BattleEvent } from '../../model/index.ts';

/** Timing of the answer's animation, in seconds (per-frame values live in this plain object, STYLE 14). */
export const HIT_TIMING = {
  /** Between the blows of one answer (the player's, then the enemy's reply). */
  gap: 0.55,
  /** Between a poison tick, potion or scroll and what follows. */
  tickGap: 0.4,
  lunge: 0.25,
  flash: 0.3,
  number: 0.9,
} as const;

/** A blow being animated: the attacker lunges from `start`. */
export interface ScheduledHit {
  attackerId: number;
  defenderId: number;
  start: number;
  /** The blow took no health (the defender dodges instead of reeling). */
  missed: boolean;
}

/** A change of health shown as a floating number over its creature from `start`. */
export interface ScheduledNumber {
  creatureId: number;
  change: number;
  kind: BattleEventKind;
  killed: boolean;
  /** A reflection's shielded creature (it raises its guard); null otherwise. */
  sourceId: number | null;
  start: number;
}

/** The answer being animated: the scene fills it when a new battle answer arrives, creatures read it per frame. */
export interface HitAnimation {
  hits: ScheduledHit[];
  numbers: ScheduledNumber[];
}

export const createHitAnimation = (): HitAnimation => ({ hits: [], numbers: [] });

/**
 * Schedules the events of a new answer from `now`, in order: a blow lunges and its number rises as it lands; a
 * poison tick, potion or scroll shows its number in turn. Every change of health gets its number, so the numbers
 * a player sees add up to the bars as the log does (issue 10); a clan shield's reflection is the striker's number
 * in turn. Changes of state only (poison taking hold, an effect wearing off) show as the effect markers.
 */
export function scheduleEvents(anim: HitAnimation, events: readonly BattleEvent[], now: number): void {
  const hits: ScheduledHit[] = [];
  const numbers: ScheduledNumber[] = [];
  let t = now;
  for (const e of events) {
    const number = { creatureId: e.creatureId, change: e.change, kind: e.kind, killed: e.killed, sourceId: e.kind === BattleEventKind.reflected ? e.sourceId : null };
    if (e.kind === BattleEventKind.blow && e.sourceId !== null) {
      hits.push({ attackerId: e.sourceId, defenderId: e.creatureId, start: t, missed: e.change === 0 && !e.killed });
      numbers.push({ ...number, start: t + HIT_TIMING.lunge * 0.6 });
      t += HIT_TIMING.gap;
    } else if (e.change !== 0 || e.killed) {
      numbers.push({ ...number, start: t });
      t += HIT_TIMING.tickGap;
    }
  }
  anim.hits = hits;
  anim.numbers = numbers;
}

/** 0..1 progress of `t` through [start, start + length], or null outside it. */
export const phase = (t: number, start: number, length: number): number | null =>
  t < start || t > start + length ? null : (t - start) / length;
