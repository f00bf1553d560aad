import { describe, expect, it } from 'vitest';
import { EVENT_CLOCK_OFFSET_MS as OFFSET, EVENT_WINDOWS, SNOW_WORLD } from '../content/events.ts';
import { SeasonalEventId, SnowWorldState } from '../model/index.ts';
import { eventKey, eventWindow, nextEvent, runningEvent, snowWorldView, waitParts } from './seasonalEvents.ts';

/** A Moscow wall-clock time as UTC milliseconds (the game's clock is UTC+3). */
const msk = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s) - OFFSET;
const running = (now: number, russian = false) => runningEvent(EVENT_WINDOWS, now, russian, OFFSET)?.id ?? null;

describe('seasonal event windows', () => {
  it.each([2024, 2025, 2031])('puts Halloween %i on Oct 28 01:00 to Oct 30 04:00 Moscow time', (year) => {
    expect(eventWindow(EVENT_WINDOWS, SeasonalEventId.halloween, year, OFFSET)).toEqual({
      id: SeasonalEventId.halloween, startMs: msk(year, 10, 28, 1), endMs: msk(year, 10, 30, 4),
    });
  });

  it('runs Halloween from its first second to the last second of 03:59, and not a second outside', () => {
    expect(running(msk(2026, 10, 28, 0, 59, 59))).toBeNull();
    expect(running(msk(2026, 10, 28, 1))).toBe(SeasonalEventId.halloween);
    expect(running(msk(2026, 10, 30, 3, 59, 59))).toBe(SeasonalEventId.halloween);
    expect(running(msk(2026, 10, 30, 4))).toBeNull();
  });

  it('shows Ivan Kupala to Russian-language players only', () => {
    const kupala = msk(2027, 7, 6, 12);
    expect(running(kupala, true)).toBe(SeasonalEventId.ivanKupala);
    expect(running(kupala, false)).toBeNull();
    expect(nextEvent(EVENT_WINDOWS, msk(2027, 6, 10), false, OFFSET).id).toBe(SeasonalEventId.augustApples);
    expect(nextEvent(EVENT_WINDOWS, msk(2027, 6, 10), true, OFFSET).id).toBe(SeasonalEventId.ivanKupala);
  });

  it('shows the birthday hat while it runs inside the Easter period, and Easter around it', () => {
    expect(running(msk(2025, 5, 10))).toBe(SeasonalEventId.easter);
    expect(running(msk(2025, 5, 17, 23, 59))).toBe(SeasonalEventId.birthdayHat);
    expect(running(msk(2025, 6, 4, 23, 59))).toBe(SeasonalEventId.easter);
    expect(running(msk(2025, 6, 5))).toBeNull();
  });

  it("tells next year's first event after the last one of the year", () => {
    expect(nextEvent(EVENT_WINDOWS, msk(2026, 11, 24), false, OFFSET)).toEqual({
      id: SeasonalEventId.easter, startMs: msk(2027, 5, 4), endMs: msk(2027, 6, 5),
    });
  });

  it('keys a window by its event and year, so next year starts afresh', () => {
    const w = runningEvent(EVENT_WINDOWS, msk(2026, 10, 29), false, OFFSET)!;
    expect(eventKey(w, OFFSET)).toBe('halloween:2026');
  });
});

describe('the snow world', () => {
  const entered = msk(2026, 10, 28, 12);
  const HOUR = 3_600_000;

  it('lets a player in while an event runs and keeps them inside for the stay', () => {
    expect(snowWorldView(null, entered, true, SNOW_WORLD).state).toBe(SnowWorldState.open);
    expect(snowWorldView(null, entered, false, SNOW_WORLD).state).toBe(SnowWorldState.closed);
    const inside = snowWorldView({ enteredMs: entered, leftMs: null, driftsTaken: 1 }, entered + 29 * 60_000, true, SNOW_WORLD);
    expect(inside).toMatchObject({ state: SnowWorldState.inside, endsAtMs: entered + SNOW_WORLD.stayMs, driftsTaken: 1 });
  });

  it('makes the player wait 6 hours from going home, or from the end of the stay when they did not', () => {
    const left = { enteredMs: entered, leftMs: entered + 10 * 60_000, driftsTaken: 0 };
    expect(snowWorldView(left, left.leftMs + 6 * HOUR - 60_000, true, SNOW_WORLD)).toMatchObject({
      state: SnowWorldState.waiting, returnAtMs: left.leftMs + 6 * HOUR,
    });
    expect(snowWorldView(left, left.leftMs + 6 * HOUR, true, SNOW_WORLD).state).toBe(SnowWorldState.open);
    const stayed = { enteredMs: entered, leftMs: null, driftsTaken: 0 };
    expect(snowWorldView(stayed, entered + SNOW_WORLD.stayMs, true, SNOW_WORLD)).toMatchObject({
      state: SnowWorldState.waiting, returnAtMs: entered + SNOW_WORLD.stayMs + 6 * HOUR,
    });
  });

  it('rounds a wait up to whole minutes for the refusal text', () => {
    expect(waitParts(60_000)).toEqual({ hours: 0, minutes: 1 });
    expect(waitParts(5 * HOUR + 59 * 60_000 + 1)).toEqual({ hours: 6, minutes: 0 });
    expect(waitParts(HOUR + 30_000)).toEqual({ hours: 1, minutes: 1 });
  });
});
