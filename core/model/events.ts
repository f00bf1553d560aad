/** Issue 12: seasonal events and the snow world, as the wire names them (core/content/ECONOMY.md "Events"). */
import type { TaskEvent } from './tasks.ts';

/** The yearly events of technical §9, each between fixed dates of server time. */
export const SeasonalEventId = {
  easter: 'easter',
  birthdayHat: 'birthdayHat',
  ivanKupala: 'ivanKupala',
  augustApples: 'augustApples',
  septemberCats: 'septemberCats',
  halloween: 'halloween',
} as const;
export type SeasonalEventId = (typeof SeasonalEventId)[keyof typeof SeasonalEventId];

/** The event items of product §3 "Event task identifiers": what each event's currency is called. */
export const EventItem = {
  easterEgg: 'easterEgg',
  birthdayHat: 'birthdayHat',
  fern: 'fern',
  apple: 'apple',
  books: 'books',
  pumpkin: 'pumpkin',
} as const;
export type EventItem = (typeof EventItem)[keyof typeof EventItem];

/** What an event reward gives: a players column the server names itself. */
export const EventPrize = { gold: 'gold', crystal: 'crystal', mithril: 'mithril', tickets: 'tickets' } as const;
export type EventPrize = (typeof EventPrize)[keyof typeof EventPrize];

/** An event task as the page shows it: what it counts, how far it is, the currency it paid (once, when done). */
export interface EventTaskView {
  id: string;
  event: TaskEvent;
  progress: number;
  total: number;
  currency: number;
}

/** A step of the reward ladder: its price in event currency, what it gives, whether it was bought. */
export interface EventRewardView {
  id: number;
  price: number;
  prize: EventPrize;
  amount: number;
  bought: boolean;
}

/** An event currency place on the road (a RESOURCE place of EVENT_CURRENCY that lives only in its window). */
export interface EventPlaceView {
  id: number;
  posY: number;
  amount: number;
  taken: boolean;
}

/** Where the player stands with the snow world (product §4: a limited stay, a return after 6 hours). */
export const SnowWorldState = { closed: 'closed', open: 'open', inside: 'inside', waiting: 'waiting' } as const;
export type SnowWorldState = (typeof SnowWorldState)[keyof typeof SnowWorldState];

export interface SnowWorldView {
  state: SnowWorldState;
  /** When the current stay ends (inside). */
  endsAtMs: number | null;
  /** When the player may enter again (waiting). */
  returnAtMs: number | null;
  driftsTaken: number;
  drifts: number;
  stayMs: number;
}

/** The running event for the player; null between events. */
export interface RunningEventView {
  id: SeasonalEventId;
  item: EventItem;
  startMs: number;
  endMs: number;
  currency: number;
  tasks: EventTaskView[];
  rewards: EventRewardView[];
  places: EventPlaceView[];
}

/** GET /api/event/get and the answers of every event call. */
export interface EventsView {
  serverTimeMs: number;
  event: RunningEventView | null;
  next: { id: SeasonalEventId; startMs: number };
  snow: SnowWorldView;
}
