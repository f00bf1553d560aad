import type { CardKind, HeroClass, OwnedHero } from './heroes/hero.ts';
import type { Wallet } from './heroes/heroContent.ts';

/** The two tickets a wheel spin takes (product §3): a usual one (`players.tickets`) or a golden one. */
export const WheelTicket = { usual: 'usual', golden: 'golden' } as const;
export type WheelTicket = (typeof WheelTicket)[keyof typeof WheelTicket];

/** What a wheel sector gives (issue 12): currencies, a card, experience for a chosen hero, or a new hero. */
export const WheelPrize = {
  gold: 'gold',
  crystal: 'crystal',
  amethyst: 'amethyst',
  token: 'token',
  tickets: 'tickets',
  card: 'card',
  heroExperience: 'heroExperience',
  hero: 'hero',
} as const;
export type WheelPrize = (typeof WheelPrize)[keyof typeof WheelPrize];

/** One sector of a wheel as the player sees it: its prize and amount (a card's kind, a hero's class). */
export interface WheelSector {
  prize: WheelPrize;
  amount: number;
  card?: CardKind;
  heroClass?: HeroClass;
}

/** A drawn sector waiting for `take/reward`: which wheel, which sector, what it gives. */
export interface WheelPending {
  ticket: WheelTicket;
  sectorIndex: number;
  sector: WheelSector;
}

/**
 * The answer of every wheel call (API.md "Wheel of fortune"): tickets, today's spins against the limits, the two
 * wheels, the reward waiting to be taken and the player's heroes (`creatures`, technical §8: a spin or reward
 * answer without them is logged as an error), who may receive a hero-experience prize.
 */
export interface WheelView {
  /** The player's currencies after the call (the header's purse follows them). */
  wallet: Wallet;
  tickets: number;
  goldenTickets: number;
  spinsToday: number;
  goldenSpinsToday: number;
  dailySpins: number;
  goldenDailySpins: number;
  /** Emeralds bought in completed payments, and how many more bring the next golden ticket. */
  emeraldsBought: number;
  emeraldsPerGoldenTicket: number;
  nextGoldenTicketIn: number;
  sectors: Record<WheelTicket, WheelSector[]>;
  pending: WheelPending | null;
  /** What the last `take/reward` credited (only in its answer). */
  taken: WheelPending | null;
  creatures: OwnedHero[];
  serverTimeMs: number;
  /** When the spins of the day start again (midnight Moscow time). */
  nextDayAtMs: number;
}
