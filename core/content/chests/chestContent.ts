import { CardKind, ChestType, DailyKind } from '../../model/index.ts';
import type { ChestPrize } from '../../model/index.ts';

/** Emeralds bought in total that earn each chest, once (product §9; silver: any purchase). ECONOMY.md "Chests". */
export const CHEST_THRESHOLDS: Readonly<Record<ChestType, number>> = {
  silver: 1,
  azure: 3000,
  amber: 7000,
  gold: 10_000,
  jade: 20_000,
  lava: 50_000,
};

const coins = (currency: Extract<ChestPrize, { kind: 'currency' }>['currency'], amount: number): ChestPrize => ({
  kind: 'currency',
  currency,
  amount,
});

/** What opening each chest gives: fixed tables, so the page can show the reward before it is earned. */
export const CHEST_PRIZES: Readonly<Record<ChestType, readonly ChestPrize[]>> = {
  silver: [coins('gold', 1000), coins('crystal', 50), coins('amethyst', 10)],
  azure: [coins('gold', 3000), coins('amethyst', 30), { kind: 'card', card: { kind: CardKind.elephant } }],
  amber: [coins('gold', 5000), coins('sulfur', 100), coins('amethyst', 50), { kind: 'artifact', defId: 'crown' }],
  gold: [coins('gold', 10_000), coins('amethyst', 80), { kind: 'hero', heroClass: 'elf', quality: 'legend' }],
  jade: [coins('amethyst', 150), coins('token', 20), { kind: 'artifact', defId: 'mirrorBlade' }, { kind: 'card', card: { kind: CardKind.eagle } }],
  lava: [coins('amethyst', 300), coins('token', 50), { kind: 'artifact', defId: 'phoenixFeather' }, { kind: 'hero', heroClass: 'dragon', quality: 'myth' }],
};

/** The free chest that ripens over real time (ECONOMY.md "The delayed chest"). */
export const DELAYED_CHEST = {
  ripenMs: 4 * 60 * 60 * 1000,
  /** A speed-up costs one emerald per started `speedUpStepMs` left. */
  speedUpStepMs: 10 * 60 * 1000,
  prizes: [coins('gold', 300), coins('elixir', 20), coins('amethyst', 3)] as readonly ChestPrize[],
} as const;

/**
 * The daily rewards (product §4 "Daily gift"): `okDaily` once per day counted in Moscow time (the game's clock, as
 * for the sale start), `everyday` once per day counted in the player's own time zone, stored at the first take.
 */
export const DAILY_REWARDS: Readonly<Record<DailyKind, readonly ChestPrize[]>> = {
  okDaily: [coins('gold', 200), coins('crystal', 5)],
  everyday: [coins('gold', 500), coins('mithril', 5)],
};

/** Moscow is UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_OFFSET_MINUTES = 180;

/** The ARTIFACT_SET_1 campaign (`/campaign/get/art/status`): the artifacts the chests give, each from one chest. */
export const ARTIFACT_SET: readonly { defId: string; chest: ChestType }[] = Object.entries(CHEST_PRIZES).flatMap(
  ([chest, prizes]) => prizes.flatMap((p) => (p.kind === 'artifact' ? [{ defId: p.defId, chest: chest as ChestType }] : [])),
);
