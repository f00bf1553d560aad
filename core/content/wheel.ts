import type { WheelSector, WheelTicket } from '../model/index.ts';

/** A wheel sector with its weight: the chance of a sector is its weight over the wheel's total. */
export interface WeightedSector extends WheelSector {
  weight: number;
}

/**
 * The two wheels of fortune (core/content/ECONOMY.md "Wheel of fortune"): eight sectors each, drawn clockwise from
 * the top in this order. The golden wheel, bought with emeralds, gives more and more often a hero.
 */
export const WHEEL_SECTORS: Record<WheelTicket, readonly WeightedSector[]> = {
  usual: [
    { prize: 'gold', amount: 500, weight: 30 },
    { prize: 'crystal', amount: 20, weight: 20 },
    { prize: 'amethyst', amount: 5, weight: 12 },
    { prize: 'token', amount: 3, weight: 10 },
    { prize: 'heroExperience', amount: 300, weight: 14 },
    { prize: 'tickets', amount: 1, weight: 8 },
    { prize: 'card', amount: 1, card: 'eagle', weight: 5 },
    { prize: 'hero', amount: 1, heroClass: 'elf', weight: 1 },
  ],
  golden: [
    { prize: 'gold', amount: 3000, weight: 20 },
    { prize: 'crystal', amount: 100, weight: 16 },
    { prize: 'amethyst', amount: 25, weight: 14 },
    { prize: 'token', amount: 15, weight: 12 },
    { prize: 'heroExperience', amount: 2000, weight: 16 },
    { prize: 'tickets', amount: 3, weight: 8 },
    { prize: 'card', amount: 1, card: 'elephant', weight: 8 },
    { prize: 'hero', amount: 1, heroClass: 'djinn', weight: 6 },
  ],
};

/** The wheel's limits (product §8 "the wheel ticket daily limit", §9 "golden wheel ticket"). */
export const WHEEL_RULES = {
  /** Spins with usual tickets a player may make per day (Moscow day). */
  dailySpins: 5,
  /** Spins with golden tickets a player may make per day. */
  goldenDailySpins: 1,
  /** One golden ticket per this many emeralds bought in completed payments. */
  emeraldsPerGoldenTicket: 1000,
  /** Usual tickets one spin takes. */
  ticketsPerSpin: 1,
  /** The wheel's day starts at midnight Moscow time (UTC+3, no daylight saving), like the sales (product §9). */
  dayOffsetMs: 3 * 60 * 60 * 1000,
} as const;

/** Each sector's colour, in sector order: the renderer paints the wheel and the page's legend repeats them. */
export const WHEEL_COLOURS: Record<WheelTicket, readonly string[]> = {
  usual: ['#c98a2b', '#a8343a', '#7b4fb0', '#3a7fa8', '#3f8f4f', '#c76a2e', '#8a96a8', '#b8457a'],
  // Gold alternating with deep accents: golden at a glance, each sector still told apart in the legend.
  golden: ['#e0b431', '#8f2f3a', '#f0cf5a', '#5b3f8f', '#d9a629', '#2f6f5a', '#ecc24a', '#2f5a8f'],
};
