import type { WarriorClass } from './creature.ts';
import type { ResourceType } from './resource.ts';

/**
 * The gear factory's daily gift and the hall of fame (issue 13, product §3 "the hall lets the clan upgrade certain
 * hero classes", §9 "Clan factory: 30% chance of gears, 70% random resources"). Rules: core/rules/clanFactory.ts and
 * clanHall.ts; numbers and reasons: core/content/CLANS.md "Factory and hall".
 */

/** What a factory gift holds: gears for the clan treasury, or one of the player's resources. */
export const FactoryGiftKind = {
  GEARS: 'GEARS',
  GOLD: 'GOLD',
  CRYSTAL: 'CRYSTAL',
  ELIXIR: 'ELIXIR',
  SULFUR: 'SULFUR',
  CAVIAR: 'CAVIAR',
} as const;
export type FactoryGiftKind = (typeof FactoryGiftKind)[keyof typeof FactoryGiftKind];
/** The gift kinds that go to the player (every kind but GEARS), as the resource they credit. */
export type FactoryResourceKind = Exclude<FactoryGiftKind, 'GEARS'> & ResourceType;

/** `GET /api/clan/factory/gift/get`: whether the caller's gift of today waits, and when the next one comes. */
export interface ClanFactoryGift {
  /** The clan's GEAR_FACTORY level; 0: not built, no gifts. */
  factoryLevel: number;
  /** A gift waits for the caller today. */
  available: boolean;
  /** When the next gift day starts (midnight Moscow time), epoch milliseconds. */
  nextGiftAt: number;
  /** The server's clock when it answered, so a countdown does not depend on the device's clock. */
  serverTimeMs: number;
}

/** `GET /api/clan/factory/gift/take`: what came, and the gift state after. */
export interface ClanFactoryTaken {
  kind: FactoryGiftKind;
  amount: number;
  gift: ClanFactoryGift;
}

/** One level the hall can raise a class to, with its price from the treasury and the bonus it gives. */
export interface ClanHallStep {
  level: number;
  /** The whole price from the current level to this one (skipped levels included). */
  gears: number;
  gold: number;
  bonusPct: number;
}

/** One warrior class the hall improves: its level, bonus and the levels it may still reach. */
export interface ClanHallOption {
  force: WarriorClass;
  level: number;
  bonusPct: number;
  next: ClanHallStep[];
}

/** `GET /api/clan/hall/options` and the answer of `POST /api/clan/hall/improve`. */
export interface ClanHallOptions {
  /** The clan's HALL_OF_FAME level; 0: not built. */
  hallLevel: number;
  /** The highest class level the hall allows now. */
  maxLevel: number;
  options: ClanHallOption[];
}
