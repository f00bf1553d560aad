import { describe, expect, it } from 'vitest';
import { WHEEL_RULES, WHEEL_SECTORS } from '../content/index.ts';
import { createRng } from './rng.ts';
import { drawSector, goldenTicketsOf, nextWheelDayAt, requireSpin, wheelDay } from './wheel.ts';

describe('wheel rules', () => {
  it('draws each sector about as often as its weight says, and never one of weight 0', () => {
    const rng = createRng(12);
    const sectors = [{ weight: 3 }, { weight: 0 }, { weight: 1 }];
    const counts = [0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[drawSector(rng, sectors)]!++;
    expect(counts[1]).toBe(0);
    expect(counts[0]! / counts[2]!).toBeGreaterThan(2.5);
    expect(counts[0]! / counts[2]!).toBeLessThan(3.5);
  });

  it('lands on every sector of both wheels with some seed', () => {
    for (const sectors of Object.values(WHEEL_SECTORS)) {
      const seen = new Set(Array.from({ length: 3000 }, (_, seed) => drawSector(createRng(seed), sectors)));
      expect(seen.size).toBe(sectors.length);
    }
  });

  it('starts the wheel day at midnight Moscow time (21:00 UTC)', () => {
    const offset = WHEEL_RULES.dayOffsetMs;
    const before = Date.UTC(2026, 0, 1, 20, 59, 59);
    const after = Date.UTC(2026, 0, 1, 21, 0, 0);
    expect(wheelDay(after, offset) - wheelDay(before, offset)).toBe(1);
    expect(nextWheelDayAt(before, offset)).toBe(after);
    expect(nextWheelDayAt(after, offset)).toBe(after + 24 * 60 * 60 * 1000);
  });

  it('earns one golden ticket per set amount of emeralds, less those spent', () => {
    expect(goldenTicketsOf(999, 1000, 0)).toBe(0);
    expect(goldenTicketsOf(2500, 1000, 1)).toBe(1);
    expect(goldenTicketsOf(1000, 1000, 3)).toBe(0);
  });

  it('refuses a spin while a reward waits, at the limit, then without a ticket, in that order', () => {
    const base = { held: 0, spinsToday: 5, limit: 5, pending: true };
    expect(() => requireSpin('usual', base)).toThrow(expect.objectContaining({ code: 'WHEEL_REWARD_PENDING' }));
    expect(() => requireSpin('usual', { ...base, pending: false })).toThrow(
      expect.objectContaining({ code: 'WHEEL_DAILY_LIMIT', context: { limit: 5 } }),
    );
    expect(() => requireSpin('usual', { ...base, pending: false, spinsToday: 4 })).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_TICKETS' }),
    );
    expect(() => requireSpin('golden', { held: 1, spinsToday: 0, limit: 1, pending: false })).not.toThrow();
  });
});
