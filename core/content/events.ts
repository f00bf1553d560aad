import { EventItem, EventPrize, SeasonalEventId, TaskEvent } from '../model/index.ts';
import type { EventWindowDef, EventTaskDef, EventRewardDef, SnowWorldRules } from '../rules/seasonalEvents.ts';

/**
 * The yearly windows of technical §9 ("Events (2024, server time)"), repeated every year on the same dates of the
 * game's clock (Moscow time, as the sales). `to` is the first minute after the window: "Oct 30 03:59" ends at 04:00.
 * Birthday hat runs inside the Easter period; while both run the shorter one is shown (seasonalEvents.runningEvent).
 */
export const EVENT_WINDOWS: Record<SeasonalEventId, EventWindowDef> = {
  [SeasonalEventId.easter]: {
    item: EventItem.easterEgg, from: { month: 5, day: 4, hour: 0, minute: 0 }, to: { month: 6, day: 5, hour: 0, minute: 0 },
    russianOnly: false,
  },
  [SeasonalEventId.birthdayHat]: {
    item: EventItem.birthdayHat, from: { month: 5, day: 16, hour: 0, minute: 0 }, to: { month: 5, day: 18, hour: 0, minute: 0 },
    russianOnly: false,
  },
  [SeasonalEventId.ivanKupala]: {
    item: EventItem.fern, from: { month: 7, day: 5, hour: 8, minute: 0 }, to: { month: 7, day: 8, hour: 0, minute: 0 },
    russianOnly: true,
  },
  [SeasonalEventId.augustApples]: {
    item: EventItem.apple, from: { month: 8, day: 24, hour: 8, minute: 0 }, to: { month: 8, day: 26, hour: 1, minute: 0 },
    russianOnly: false,
  },
  [SeasonalEventId.septemberCats]: {
    item: EventItem.books, from: { month: 9, day: 7, hour: 8, minute: 0 }, to: { month: 9, day: 9, hour: 1, minute: 0 },
    russianOnly: false,
  },
  [SeasonalEventId.halloween]: {
    item: EventItem.pumpkin, from: { month: 10, day: 28, hour: 1, minute: 0 }, to: { month: 10, day: 30, hour: 4, minute: 0 },
    russianOnly: false,
  },
};

/** The game's clock for the windows: Moscow time, UTC+3 all year (no summer time since 2014). */
export const EVENT_CLOCK_OFFSET_MS = 3 * 3_600_000;

/** Every event's tasks: counted from play while it runs, each paying its currency once when done. */
export const EVENT_TASKS: readonly EventTaskDef[] = [
  { id: 'wins', event: TaskEvent.battleWon, total: 3, currency: 10 },
  { id: 'finds', event: TaskEvent.placeTaken, total: 5, currency: 10 },
  { id: 'manyWins', event: TaskEvent.battleWon, total: 15, currency: 40 },
];

/** The reward ladder, paid in event currency; each step bought once per event window. */
export const EVENT_REWARDS: readonly EventRewardDef[] = [
  { id: 1, price: 15, prize: EventPrize.gold, amount: 1000 },
  { id: 2, price: 30, prize: EventPrize.tickets, amount: 3 },
  { id: 3, price: 60, prize: EventPrize.crystal, amount: 50 },
  { id: 4, price: 100, prize: EventPrize.mithril, amount: 25 },
];

/** EVENT_CURRENCY places on the road while an event runs: this far ahead of the player when first shown. */
export const EVENT_PLACES = { offsets: [20, 60, 120], amount: 5, firstId: 900_001, posX: 420 } as const;

/** The snow world (product §4, §9): a 30-minute stay, three snow drifts per stay, a return 6 hours after leaving. */
export const SNOW_WORLD: SnowWorldRules = {
  stayMs: 30 * 60_000,
  returnAfterMs: 6 * 3_600_000,
  drifts: 3,
  driftTickets: 1,
  driftCurrency: 5,
};
