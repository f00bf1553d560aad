import type { BattleHit } from '../../model/index.ts';

/** Timing of the blow animation, in seconds (per-frame values live in this plain object, STYLE 14). */
export const HIT_TIMING = {
  /** Between the blows of one answer (the player's, then the enemy's reply). */
  gap: 0.55,
  lunge: 0.25,
  flash: 0.3,
  number: 0.9,
} as const;

export interface ScheduledHit extends BattleHit {
  /** Clock time (s) the blow starts. */
  start: number;
}

/** The blows being animated: the scene fills it when a new battle answer arrives, creatures read it per frame. */
export interface HitAnimation {
  hits: ScheduledHit[];
}

export const createHitAnimation = (): HitAnimation => ({ hits: [] });

/** Schedules the blows of a new answer from `now`, one after another. */
export function scheduleHits(anim: HitAnimation, hits: readonly BattleHit[], now: number): void {
  anim.hits = hits.map((hit, i) => ({ ...hit, start: now + i * HIT_TIMING.gap }));
}

/** 0..1 progress of `t` through [start, start + length], or null outside it. */
export const phase = (t: number, start: number, length: number): number | null =>
  t < start || t > start + length ? null : (t - start) / length;
