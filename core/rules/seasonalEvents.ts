import type { EventItem, EventPrize, SeasonalEventId, SnowWorldView, TaskEvent } from '../model/index.ts';
import { SnowWorldState } from '../model/index.ts';

/** A wall-clock moment of the year on the game's clock. */
export interface YearMoment {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** One yearly event window: `from` inclusive, `to` exclusive (content/events.ts EVENT_WINDOWS). */
export interface EventWindowDef {
  item: EventItem;
  from: YearMoment;
  to: YearMoment;
  /** Ivan Kupala (technical §9): shown to Russian-language players only. */
  russianOnly: boolean;
}

export interface EventTaskDef {
  id: string;
  event: TaskEvent;
  total: number;
  currency: number;
}

export interface EventRewardDef {
  id: number;
  price: number;
  prize: EventPrize;
  amount: number;
}

export interface SnowWorldRules {
  stayMs: number;
  returnAfterMs: number;
  drifts: number;
  driftTickets: number;
  driftCurrency: number;
}

/** One year's window of an event, in UTC milliseconds. */
export interface EventWindow {
  id: SeasonalEventId;
  startMs: number;
  endMs: number;
}

const at = (year: number, m: YearMoment, offsetMs: number): number =>
  Date.UTC(year, m.month - 1, m.day, m.hour, m.minute) - offsetMs;

/** The window of event `id` in `year` (its start's year on the game's clock). */
export const eventWindow = (
  windows: Record<SeasonalEventId, EventWindowDef>, id: SeasonalEventId, year: number, offsetMs: number,
): EventWindow => {
  const def = windows[id];
  return { id, startMs: at(year, def.from, offsetMs), endMs: at(year, def.to, offsetMs) };
};

/** Whether a player of `russian` language sees event `id` at all. */
const shownTo = (def: EventWindowDef, russian: boolean): boolean => russian || !def.russianOnly;

/**
 * The event running at `nowMs` for a player (`russian`: the player's language is Russian), or null. When two run
 * (the birthday hat inside the Easter period) the shorter one is the running event, so the hat is not hidden.
 */
export const runningEvent = (
  windows: Record<SeasonalEventId, EventWindowDef>, nowMs: number, russian: boolean, offsetMs: number,
): EventWindow | null => {
  const year = new Date(nowMs + offsetMs).getUTCFullYear();
  const running = (Object.keys(windows) as SeasonalEventId[])
    .filter((id) => shownTo(windows[id], russian))
    .map((id) => eventWindow(windows, id, year, offsetMs))
    .filter((w) => w.startMs <= nowMs && nowMs < w.endMs)
    .sort((a, b) => a.endMs - a.startMs - (b.endMs - b.startMs));
  return running[0] ?? null;
};

/** The next event to start after `nowMs` for the player (this year's or next year's first). */
export const nextEvent = (
  windows: Record<SeasonalEventId, EventWindowDef>, nowMs: number, russian: boolean, offsetMs: number,
): EventWindow => {
  const year = new Date(nowMs + offsetMs).getUTCFullYear();
  const ids = (Object.keys(windows) as SeasonalEventId[]).filter((id) => shownTo(windows[id], russian));
  const upcoming = [year, year + 1]
    .flatMap((y) => ids.map((id) => eventWindow(windows, id, y, offsetMs)))
    .filter((w) => w.startMs > nowMs)
    .sort((a, b) => a.startMs - b.startMs);
  const next = upcoming[0];
  if (!next) throw new Error(`No event after ${nowMs}`);
  return next;
};

/** The key an event window's currency, tasks and rewards are stored under: one per event per year. */
export const eventKey = (w: EventWindow, offsetMs: number): string =>
  `${w.id}:${new Date(w.startMs + offsetMs).getUTCFullYear()}`;

/** A player's snow world visit as stored: null before the first. */
export interface SnowVisit {
  enteredMs: number;
  leftMs: number | null;
  driftsTaken: number;
}

/** When the visit's stay ends: the going home, or the stay's limit if the player did not leave. */
export const stayEndMs = (visit: SnowVisit, rules: SnowWorldRules): number =>
  Math.min(visit.leftMs ?? Number.POSITIVE_INFINITY, visit.enteredMs + rules.stayMs);

/**
 * The snow world for the player at `nowMs` (product §4 "the stay is limited; the player must go home and may return
 * after 6 hours"): inside during the stay, waiting for 6 hours after it ends, open again after, closed while no
 * event runs.
 */
export const snowWorldView = (
  visit: SnowVisit | null, nowMs: number, open: boolean, rules: SnowWorldRules,
): SnowWorldView => {
  const base = { drifts: rules.drifts, stayMs: rules.stayMs, driftsTaken: 0, endsAtMs: null, returnAtMs: null };
  if (visit !== null) {
    const end = stayEndMs(visit, rules);
    if (nowMs < end) return { ...base, state: SnowWorldState.inside, endsAtMs: end, driftsTaken: visit.driftsTaken };
    const returnAt = end + rules.returnAfterMs;
    if (nowMs < returnAt) return { ...base, state: SnowWorldState.waiting, returnAtMs: returnAt };
  }
  return { ...base, state: open ? SnowWorldState.open : SnowWorldState.closed };
};

/** The hours and minutes (rounded up) of a wait, for the SNOW_WORLD_TIME_LIMIT text. */
export const waitParts = (ms: number): { hours: number; minutes: number } => {
  const minutes = Math.ceil(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
