import { describe, expect, it } from 'vitest';
import type { SaleEvent } from '../model/index.ts';
import { moscowDayOf, saleOn, saleWindow, saleWindowIn } from './saleEvents.ts';

const blackFriday: SaleEvent = { id: 'BLACK_FRIDAY', month: 10, weekday: 4, nth: -1, days: 4, discountPct: 50, shops: ['packs'] };

describe('sale events', () => {
  it('opens Black Friday at 12:00 Moscow (09:00 UTC) on the last Friday of November, for any year', () => {
    expect(new Date(saleWindowIn(blackFriday, 2026).startMs).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(new Date(saleWindowIn(blackFriday, 2025).startMs).toISOString()).toBe('2025-11-28T09:00:00.000Z');
    // November 2030 has five Fridays, the last on the 29th.
    expect(new Date(saleWindowIn(blackFriday, 2030).startMs).toISOString()).toBe('2030-11-29T09:00:00.000Z');
    expect(new Date(saleWindowIn(blackFriday, 2026).endMs).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('runs from its first millisecond to before its end, and names the next window otherwise', () => {
    const start = Date.parse('2026-11-27T09:00:00Z');
    expect(saleWindow(blackFriday, start - 1)).toMatchObject({ running: false, startMs: start });
    expect(saleWindow(blackFriday, start).running).toBe(true);
    expect(saleWindow(blackFriday, start + 4 * 86_400_000 - 1).running).toBe(true);
    expect(saleWindow(blackFriday, start + 4 * 86_400_000)).toMatchObject({
      running: false, startMs: Date.parse('2027-11-26T09:00:00Z'),
    });
  });

  it('finds the nth weekday from the start of a month', () => {
    const week: SaleEvent = { ...blackFriday, id: 'W', month: 3, weekday: 0, nth: 2, days: 7 };
    // April 2026 begins on a Wednesday: its second Monday is the 13th.
    expect(new Date(saleWindowIn(week, 2026).startMs).toISOString()).toBe('2026-04-13T09:00:00.000Z');
  });

  it('puts the sale only on its shops', () => {
    const during = Date.parse('2026-11-28T00:00:00Z');
    expect(saleOn([blackFriday], 'packs', during)?.discountPct).toBe(50);
    expect(saleOn([blackFriday], 'market', during)).toBeNull();
  });

  it('changes the Moscow day at 21:00 UTC', () => {
    expect(moscowDayOf(Date.parse('2026-11-24T21:00:00Z')) - moscowDayOf(Date.parse('2026-11-24T20:59:59Z'))).toBe(1);
  });
});
