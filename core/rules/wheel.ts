import { CardState, ErrorCode, HeroQuality, WheelPrize } from '../model/index.ts';
import type { WheelTicket } from '../model/index.ts';
import type { HeroCatalog, HeroRoster, Wallet, WheelPending, WheelSector } from '../model/index.ts';
import { RuleError } from './RuleError.ts';
import type { Rng } from './rng.ts';
import { newHero } from './heroes/buyOffer.ts';
import { gainHeroExperience } from './heroes/heroLevel.ts';
import { findHero, withHero } from './heroes/roster.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wheel day `nowMs` falls in, counted from the epoch in the wheel's own time zone (`offsetMs` east of UTC). */
export const wheelDay = (nowMs: number, offsetMs: number): number => Math.floor((nowMs + offsetMs) / DAY_MS);

/** When the next wheel day starts, in epoch milliseconds. */
export const nextWheelDayAt = (nowMs: number, offsetMs: number): number => (wheelDay(nowMs, offsetMs) + 1) * DAY_MS - offsetMs;

/** The index of the sector `rng` lands on, each sector as likely as its weight. */
export const drawSector = (rng: Rng, sectors: readonly { weight: number }[]): number => {
  const total = sectors.reduce((sum, s) => sum + s.weight, 0);
  let left = rng.next() * total;
  for (const [i, s] of sectors.entries()) {
    left -= s.weight;
    if (left < 0) return i;
  }
  return sectors.length - 1;
};

/** Golden tickets earned (one per `perTicket` emeralds bought) less those spent. */
export const goldenTicketsOf = (emeraldsBought: number, perTicket: number, used: number): number =>
  Math.max(0, Math.floor(emeraldsBought / perTicket) - used);

/** Today's spins of one ticket kind against its limit, and the tickets held. */
export interface SpinAllowance {
  held: number;
  spinsToday: number;
  limit: number;
  pending: boolean;
}

/**
 * Refuses a spin: WHEEL_REWARD_PENDING while a reward waits, WHEEL_DAILY_LIMIT (params limit) once today's spins
 * reach the limit, NOT_ENOUGH_TICKETS without a ticket of the kind.
 */
export const requireSpin = (ticket: WheelTicket, allowance: SpinAllowance): void => {
  if (allowance.pending) throw new RuleError(ErrorCode.WHEEL_REWARD_PENDING, 'a wheel reward waits to be taken');
  if (allowance.spinsToday >= allowance.limit) {
    throw new RuleError(ErrorCode.WHEEL_DAILY_LIMIT, `${allowance.limit} ${ticket} spins a day`, { limit: allowance.limit });
  }
  if (allowance.held < 1) throw new RuleError(ErrorCode.NOT_ENOUGH_TICKETS, `no ${ticket} ticket`);
};

/** What taking a reward leaves: the wallet and roster with the prize in them. */
export interface Credited {
  wallet: Wallet;
  roster: HeroRoster;
}

/**
 * Credits a drawn sector. A hero-experience prize goes to the hero `heroId` names (WHEEL_HERO_NOT_CHOSEN without
 * one, NOT_FOUND for a hero not in the roster); a hero prize joins the reserve as a usual hero of the sector's
 * class; a card joins the cards, available.
 */
export const creditWheelPrize = (
  pending: WheelPending,
  held: Credited,
  heroId: number | null,
  catalog: HeroCatalog,
): Credited => {
  const { wallet, roster } = held;
  const s: WheelSector = pending.sector;
  switch (s.prize) {
    case WheelPrize.gold:
    case WheelPrize.crystal:
    case WheelPrize.amethyst:
    case WheelPrize.token:
    case WheelPrize.tickets:
      return { roster, wallet: { ...wallet, [s.prize]: wallet[s.prize] + s.amount } };
    case WheelPrize.heroExperience: {
      if (heroId === null) throw new RuleError(ErrorCode.WHEEL_HERO_NOT_CHOSEN, 'no hero chosen for the experience');
      findHero(roster, heroId);
      return { wallet, roster: withHero(roster, heroId, (h) => gainHeroExperience(h, s.amount)) };
    }
    case WheelPrize.hero: {
      if (!s.heroClass) throw new RuleError(ErrorCode.INTERNAL, 'a hero sector without a class');
      const hero = newHero(catalog, s.heroClass, HeroQuality.usual, roster.nextId);
      return { wallet, roster: { ...roster, heroes: [...roster.heroes, hero], nextId: roster.nextId + 1 } };
    }
    case WheelPrize.card: {
      if (!s.card || s.card === 'evolution') throw new RuleError(ErrorCode.INTERNAL, 'a card sector without a plain card');
      const card = { id: roster.nextId, card: { kind: s.card }, state: CardState.available, usesLeft: 0 };
      return { wallet, roster: { ...roster, cards: [...roster.cards, card], nextId: roster.nextId + 1 } };
    }
  }
};
