import { describe, expect, it } from 'vitest';
import { heroClasses } from '../../model/index.ts';
import { HERO_CATALOG, HERO_CLASSES } from '../../content/index.ts';
import { newHero } from './buyOffer.ts';
import { MINUTE_MS } from './heroRules.ts';
import { levelForNextRank, rankUpgradeMinutes, rankUpgradePrice, startRankUpgrade } from './ranks.ts';
import { finishUpgrades } from './upgrades.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';

describe('ranks', () => {
  it('rise after level 10 × rank, for 500 × r² gold, in 30 × r² minutes', () => {
    const roster = testRoster([testHero(1, { level: 10 }, 'elf')]);
    const { roster: started, wallet } = startRankUpgrade(roster, richWallet({ gold: 2000 }), 1, 0, HERO_CATALOG);
    expect(wallet.gold).toBe(0);
    expect(rankUpgradePrice(2).amount).toBe(2000);
    expect(started.upgrades[0]).toMatchObject({ kind: 'rank', toRank: 2, finishesAtMs: 120 * MINUTE_MS });
    expect(finishUpgrades(started, rankUpgradeMinutes(2) * MINUTE_MS).roster.heroes[0]?.rank).toBe(2);
  });

  it('refuse below the level with LEVEL_TOO_LOW, naming the level', () => {
    expect(levelForNextRank(3)).toBe(30);
    expect(refusalOf(() => startRankUpgrade(testRoster([testHero(1, { level: 29, rank: 3 }, 'elf')]), richWallet(), 1, 0, HERO_CATALOG))).toBe('LEVEL_TOO_LOW');
  });

  it('refuse at the cap with RANK_CAP: a human stops at 5', () => {
    expect(refusalOf(() => startRankUpgrade(testRoster([testHero(1, { level: 100, rank: 5 })]), richWallet(), 1, 0, HERO_CATALOG))).toBe('RANK_CAP');
  });

  it('refuse every fixed-rank class with RANK_FIXED, which keeps its rank from the shop on', () => {
    for (const c of heroClasses.filter((k) => HERO_CLASSES[k].fixedRank !== null)) {
      const hero = newHero(HERO_CATALOG, c, HERO_CLASSES[c].qualities[0]!, 1);
      expect(hero.rank, c).toBe(HERO_CLASSES[c].fixedRank);
      expect(refusalOf(() => startRankUpgrade(testRoster([{ ...hero, level: 100 }]), richWallet(), 1, 0, HERO_CATALOG)), c).toBe('RANK_FIXED');
    }
  });

  it('never let a rank pass its cap by the timer, for any class (seeded walk to the top)', () => {
    for (const c of heroClasses.filter((k) => HERO_CLASSES[k].fixedRank === null)) {
      let roster = testRoster([newHero(HERO_CATALOG, c, HERO_CLASSES[c].qualities[0]!, 1)]);
      roster = { ...roster, heroes: roster.heroes.map((h) => ({ ...h, level: 100 })) };
      let now = 0;
      while (roster.heroes[0]!.rank < HERO_CLASSES[c].rankCap) {
        roster = startRankUpgrade(roster, richWallet(), 1, now, HERO_CATALOG).roster;
        now = roster.upgrades[0]!.finishesAtMs;
        roster = finishUpgrades(roster, now).roster;
      }
      expect(roster.heroes[0]?.rank).toBe(HERO_CLASSES[c].rankCap);
      expect(refusalOf(() => startRankUpgrade(roster, richWallet(), 1, now, HERO_CATALOG))).toBe('RANK_CAP');
    }
  });

  it('refuse a second rank upgrade of the same hero with UPGRADE_RUNNING, and a short purse with NOT_ENOUGH_RESOURCES', () => {
    const roster = testRoster([testHero(1, { level: 10 })]);
    const once = startRankUpgrade(roster, richWallet(), 1, 0, HERO_CATALOG);
    expect(refusalOf(() => startRankUpgrade(once.roster, once.wallet, 1, 0, HERO_CATALOG))).toBe('UPGRADE_RUNNING');
    expect(refusalOf(() => startRankUpgrade(roster, richWallet({ gold: 1999 }), 1, 0, HERO_CATALOG))).toBe('NOT_ENOUGH_RESOURCES');
  });
});
