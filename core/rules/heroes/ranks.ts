import { Currency, HeroRefusal, UpgradeKind } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster, Price, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES } from './heroRules.ts';
import { findHero } from './roster.ts';
import { addUpgrade } from './upgrades.ts';
import { pay } from './wallet.ts';

/** The level a hero needs to leave rank r: 10 × r. */
export const levelForNextRank = (rank: number): number => HERO_RULES.levelsPerRank * rank;

/** Price of reaching rank r: 500 × r² gold. */
export const rankUpgradePrice = (toRank: number): Price => ({
  currency: Currency.gold,
  amount: HERO_RULES.rankGold * toRank * toRank,
});

/** Minutes to reach rank r: 30 × r² (2 hours for rank 2, 50 hours for rank 10). */
export const rankUpgradeMinutes = (toRank: number): number => HERO_RULES.rankMinutes * toRank * toRank;

/**
 * Starts raising a hero's rank at `nowMs`. Refuses RANK_FIXED for the fixed-rank classes (product §4), RANK_CAP at
 * the class cap (§9), LEVEL_TOO_LOW below level 10 × rank, UPGRADE_RUNNING, then the gold shortage.
 */
export const startRankUpgrade = (
  roster: HeroRoster,
  wallet: Wallet,
  heroId: number,
  nowMs: number,
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet } => {
  const hero = findHero(roster, heroId);
  const cls = catalog.classes[hero.heroClass];
  if (cls.fixedRank !== null) {
    const context = { heroId, rank: cls.fixedRank };
    throw new HeroRuleError(HeroRefusal.RANK_FIXED, `${hero.heroClass} keeps rank ${cls.fixedRank}`, context);
  }
  if (hero.rank >= cls.rankCap) {
    throw new HeroRuleError(
      HeroRefusal.RANK_CAP,
      `${hero.heroClass} stops at rank ${cls.rankCap}`, { heroId, rank: cls.rankCap },
    );
  }
  const level = levelForNextRank(hero.rank);
  if (hero.level < level) {
    throw new HeroRuleError(HeroRefusal.LEVEL_TOO_LOW, `hero ${heroId} needs level ${level}`, { heroId, level });
  }
  if (roster.upgrades.some((u) => u.kind === UpgradeKind.rank && u.heroId === heroId)) {
    throw new HeroRuleError(HeroRefusal.UPGRADE_RUNNING, `the rank of hero ${heroId} is already rising`, { heroId });
  }
  const toRank = hero.rank + 1;
  const paid = pay(wallet, rankUpgradePrice(toRank));
  const order = { kind: UpgradeKind.rank, heroId, toRank } as const;
  return { roster: addUpgrade(roster, order, nowMs, rankUpgradeMinutes(toRank)), wallet: paid };
};
