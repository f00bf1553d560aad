import { ErrorCode, FactoryGiftKind } from '../model/index.ts';
import type { FactoryGiftKind as GiftKind } from '../model/index.ts';
import { RuleError } from './RuleError.ts';
import type { Rng } from './rng.ts';
import { drawSector, nextWheelDayAt, wheelDay } from './wheel.ts';

/** Gift days turn at midnight Moscow time, like every other daily thing of the game. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The gear factory's daily gift (product §9: 30% gears, 70% a random resource; core/content/CLANS.md "Factory and
 * hall"). Amounts are per factory level, so a higher factory gives more of the same odds. Gears go to the clan
 * treasury (players hold none); every other kind to the player who takes the gift.
 */
export const CLAN_FACTORY = {
  gearsChance: 0.3,
  /** Gift amount per factory level, by kind. */
  perLevel: { GEARS: 10, GOLD: 300, CRYSTAL: 3, ELIXIR: 3, SULFUR: 2, CAVIAR: 1 } satisfies Record<GiftKind, number>,
  /** Weights of the resources among the other 70%. */
  resourceWeights: [
    { kind: FactoryGiftKind.GOLD, weight: 40 },
    { kind: FactoryGiftKind.CRYSTAL, weight: 20 },
    { kind: FactoryGiftKind.ELIXIR, weight: 20 },
    { kind: FactoryGiftKind.SULFUR, weight: 12 },
    { kind: FactoryGiftKind.CAVIAR, weight: 8 },
  ],
} as const;

/** The gift day `nowMs` falls in (days since the epoch, Moscow time). */
export const factoryGiftDay = (nowMs: number): number => wheelDay(nowMs, MOSCOW_OFFSET_MS);

/** When the gift day after the one of `nowMs` starts. */
export const nextFactoryGiftAt = (nowMs: number): number => nextWheelDayAt(nowMs, MOSCOW_OFFSET_MS);

/** Refuses with CLAN_BUILDING_REQUIRED while the factory is not built. */
export const requireFactory = (factoryLevel: number): void => {
  if (factoryLevel < 1) throw new RuleError(ErrorCode.CLAN_BUILDING_REQUIRED, 'The gear factory is not built', { building: 'GEAR_FACTORY' });
};

/** One roll of the gift at `factoryLevel` (≥ 1): gears with `gearsChance`, else a resource by weight. */
export const rollFactoryGift = (rng: Rng, factoryLevel: number): { kind: GiftKind; amount: number } => {
  const level = Math.max(1, Math.floor(factoryLevel));
  const kind = rng.next() < CLAN_FACTORY.gearsChance
    ? FactoryGiftKind.GEARS
    : CLAN_FACTORY.resourceWeights[drawSector(rng, CLAN_FACTORY.resourceWeights)]!.kind;
  return { kind, amount: CLAN_FACTORY.perLevel[kind] * level };
};
