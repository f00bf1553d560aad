import type { HeroShop, RunningSale, SaleEvent } from '../model/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Moscow is UTC+3 all year (no daylight saving since 2014); sales open at 12:00 there (product §9). */
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;
const OPENS_AT_HOUR = 12;

/** The day of the month of the `nth` (1-based, -1 the last) `weekday` (0 Monday … 6 Sunday) of `month` in `year`. */
const nthWeekday = (year: number, month: number, weekday: number, nth: number): number => {
  // getUTCDay counts from Sunday; shifted so Monday is 0.
  const weekdayOf = (day: number) => (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
  if (nth > 0) return 1 + ((weekday - weekdayOf(1) + 7) % 7) + (nth - 1) * 7;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return last - ((weekdayOf(last) - weekday + 7) % 7);
};

/** The window of `event` in `year`: from 12:00 Moscow time on its day, `days` days long. */
export const saleWindowIn = (event: SaleEvent, year: number): { startMs: number; endMs: number } => {
  const day = nthWeekday(year, event.month, event.weekday, event.nth);
  const startMs = Date.UTC(year, event.month, day, OPENS_AT_HOUR) - MOSCOW_OFFSET_MS;
  return { startMs, endMs: startMs + event.days * DAY_MS };
};

/** The window of `event` running at `nowMs`, or else its next one (computable for any year). */
export const saleWindow = (event: SaleEvent, nowMs: number): { startMs: number; endMs: number; running: boolean } => {
  const year = new Date(nowMs + MOSCOW_OFFSET_MS).getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    const w = saleWindowIn(event, y);
    if (nowMs < w.endMs) return { ...w, running: w.startMs <= nowMs };
  }
  throw new Error(`No window of sale ${event.id} after ${nowMs}`);
};

/** The sales of `events` running at `nowMs`. */
export const runningSales = (events: readonly SaleEvent[], nowMs: number): RunningSale[] =>
  events.flatMap((event) => {
    const w = saleWindow(event, nowMs);
    return w.running ? [{ id: event.id, discountPct: event.discountPct, shops: event.shops, startMs: w.startMs, endMs: w.endMs }] : [];
  });

/** The running sale on `shop` at `nowMs` (the deepest discount when two overlap), or null. */
export const saleOn = (events: readonly SaleEvent[], shop: HeroShop, nowMs: number): RunningSale | null =>
  runningSales(events, nowMs)
    .filter((s) => s.shops.includes(shop))
    .reduce<RunningSale | null>((best, s) => (best === null || s.discountPct > best.discountPct ? s : best), null);

/** The Moscow day number of `nowMs`: the period of a daily offering (it changes at Moscow midnight). */
export const moscowDayOf = (nowMs: number): number => Math.floor((nowMs + MOSCOW_OFFSET_MS) / DAY_MS);
