import { describe, expect, it } from 'vitest';
import { regenerateHealth, regenerationRemainderMs } from './regeneration.ts';

describe('health regeneration (+1 per minute, product §9)', () => {
  it('counts whole minutes only', () => {
    expect(regenerateHealth(10, 100, 59_999)).toBe(10);
    expect(regenerateHealth(10, 100, 60_000)).toBe(11);
    expect(regenerateHealth(10, 100, 5 * 60_000 + 30_000)).toBe(15);
  });

  it('never goes above the total nor changes a full or overfull creature', () => {
    expect(regenerateHealth(98, 100, 10 * 60_000)).toBe(100);
    expect(regenerateHealth(100, 100, 10 * 60_000)).toBe(100);
    expect(regenerateHealth(120, 100, 10 * 60_000)).toBe(120);
  });

  it('treats negative elapsed time as none', () => {
    expect(regenerateHealth(10, 100, -120_000)).toBe(10);
    expect(regenerationRemainderMs(-5)).toBe(0);
  });

  it('keeps the partial minute so it is not lost', () => {
    expect(regenerationRemainderMs(5 * 60_000 + 30_000)).toBe(30_000);
    expect(regenerationRemainderMs(60_000)).toBe(0);
    // Two reads 40 s + 40 s apart must give the same as one read after 80 s.
    const first = regenerateHealth(10, 100, 40_000);
    const carried = regenerationRemainderMs(40_000);
    expect(regenerateHealth(first, 100, carried + 40_000)).toBe(regenerateHealth(10, 100, 80_000));
  });
});
