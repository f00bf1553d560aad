import { describe, expect, it } from 'vitest';
import { createRng, rngInt } from './rng.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives different sequences for different seeds', () => {
    const a = createRng(1);
    const b = createRng(2);
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const rng = createRng(7);
    const values = Array.from({ length: 5000 }, () => rng.next());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(values.filter((v) => v < 0.1).length).toBeGreaterThan(350);
  });

  it('rngInt covers both ends and nothing outside', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 500 }, () => rngInt(rng, 2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});
