import { describe, expect, it } from 'vitest';
import type { BattleHit } from '../../model/index.ts';
import { createHitAnimation, HIT_TIMING, phase, scheduleHits } from './hitAnimation.ts';

const hit = (attackerId: number, defenderId: number): BattleHit => ({
  attackerId,
  defenderId,
  damage: 10,
  poison: 0,
  killed: false,
  saved: false,
});

describe('scheduleHits', () => {
  it('plays the blows of one answer one after another, the player first', () => {
    const anim = createHitAnimation();
    scheduleHits(anim, [hit(1, -5), hit(-5, 2)], 10);
    expect(anim.hits.map((h) => [h.attackerId, h.start])).toEqual([
      [1, 10],
      [-5, 10 + HIT_TIMING.gap],
    ]);
  });

  it('replaces what was playing with the new answer', () => {
    const anim = createHitAnimation();
    scheduleHits(anim, [hit(1, -5)], 0);
    scheduleHits(anim, [], 3);
    expect(anim.hits).toEqual([]);
  });
});

describe('phase', () => {
  it('is the progress through a window and null outside it', () => {
    expect(phase(0.9, 1, 0.5)).toBeNull();
    expect(phase(1, 1, 0.5)).toBe(0);
    expect(phase(1.25, 1, 0.5)).toBe(0.5);
    expect(phase(1.5, 1, 0.5)).toBe(1);
    expect(phase(1.51, 1, 0.5)).toBeNull();
  });
});
