import { describe, expect, it } from 'vitest';
import { fallProgress, idlePhase, MOTION } from './creatureMotion.ts';

describe('creatureMotion', () => {
  it('lets a dying creature topple from standing to fallen over MOTION.fall seconds, and stay fallen', () => {
    expect(fallProgress(0)).toBe(0);
    expect(fallProgress(MOTION.fall / 2)).toBeGreaterThan(0);
    expect(fallProgress(MOTION.fall / 2)).toBeLessThan(0.5);
    expect(fallProgress(MOTION.fall)).toBe(1);
    expect(fallProgress(Infinity)).toBe(1);
  });

  it('gives neighbours in a squad different idle phases, so they do not breathe in step', () => {
    const phases = [1, 2, 3, 4, 5, 6, -17, -18].map(idlePhase);
    expect(new Set(phases.map((p) => p.toFixed(2))).size).toBe(phases.length);
    for (const p of phases) expect(p).toBeGreaterThanOrEqual(0);
  });
});
