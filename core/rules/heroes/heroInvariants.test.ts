import { describe, expect, it } from 'vitest';
import { forceIds, heroClasses, UpgradeKind } from '../../model/index.ts';
import type { HeroRoster, Wallet } from '../../model/index.ts';
import { CARD_EFFECTS, HERO_CATALOG, HERO_CLASSES } from '../../content/index.ts';
import { createRng, rngInt } from '../rng.ts';
import { newHero } from './buyOffer.ts';
import { allowedForces, forceCap, startForceUpgrade } from './forces.ts';
import { isHeroRuleError } from './HeroRuleError.ts';
import { MINUTE_MS } from './heroRules.ts';
import { startRankUpgrade } from './ranks.ts';
import { finishUpgrades, forceUpgradeLimit, speedUp } from './upgrades.ts';
import { richWallet, testRoster } from '../../../test/support/testRoster.ts';

const holds = (roster: HeroRoster, wallet: Wallet, step: string) => {
  expect(roster.upgrades.filter((u) => u.kind === UpgradeKind.force).length, step).toBeLessThanOrEqual(forceUpgradeLimit(roster));
  for (const h of roster.heroes) {
    const cls = HERO_CLASSES[h.heroClass];
    expect(h.rank, step).toBeLessThanOrEqual(cls.rankCap);
    if (cls.fixedRank !== null) expect(h.rank, step).toBe(cls.fixedRank);
    for (const f of forceIds) expect(h.forces[f] ?? 0, `${step} ${h.heroClass} ${f}`).toBeLessThanOrEqual(forceCap(h, f, HERO_CATALOG));
  }
  for (const v of Object.values(wallet)) expect(v, step).toBeGreaterThanOrEqual(0);
};

describe('hero rules under a seeded storm of actions', () => {
  it('keep every cap, the upgrades-at-once limit, fixed ranks and a non-negative purse, whatever is tried', () => {
    for (const seed of [1, 2, 3]) {
      const rng = createRng(seed);
      // A few heroes and mostly their own forces, so caps and the at-once limit are really reached.
      const classes = Array.from({ length: 5 }, () => heroClasses[rngInt(rng, 0, heroClasses.length - 1)]!);
      let roster = testRoster(
        classes.map((c, i) => ({ ...newHero(HERO_CATALOG, c, HERO_CLASSES[c].qualities[0]!, i + 1), level: rngInt(rng, 1, 100) })),
        { hammers: seed - 1 },
      );
      let wallet = richWallet({ mithril: 300, crystal: 200_000, gold: 2_000_000 });
      let now = 0;
      let limitReached = false;
      let capReached = false;
      for (let step = 0; step < 400; step++) {
        const hero = roster.heroes[rngInt(rng, 0, roster.heroes.length - 1)]!;
        const action = rngInt(rng, 0, 3);
        try {
          if (action === 0) {
            const own = allowedForces(hero, HERO_CATALOG);
            const force = rng.next() < 0.8 ? own[rngInt(rng, 0, own.length - 1)]! : forceIds[rngInt(rng, 0, 11)]!;
            ({ roster, wallet } = startForceUpgrade(roster, wallet, hero.id, force, now, HERO_CATALOG));
          }
          if (action === 1) ({ roster, wallet } = startRankUpgrade(roster, wallet, hero.id, now, HERO_CATALOG));
          if (action === 2 && roster.upgrades.length > 0) {
            const u = roster.upgrades[rngInt(rng, 0, roster.upgrades.length - 1)]!;
            ({ roster, wallet } = speedUp(roster, wallet, u.id, now, CARD_EFFECTS.snake.discountPct));
          }
        } catch (e: unknown) {
          if (!isHeroRuleError(e)) throw e;
        }
        now += rngInt(rng, 0, 10) * MINUTE_MS;
        roster = finishUpgrades(roster, now).roster;
        holds(roster, wallet, `seed ${seed} step ${step}`);
        if (roster.upgrades.filter((u) => u.kind === UpgradeKind.force).length === forceUpgradeLimit(roster)) limitReached = true;
        if (roster.heroes.some((h) => forceIds.some((f) => (h.forces[f] ?? 0) > 0 && h.forces[f] === forceCap(h, f, HERO_CATALOG)))) capReached = true;
      }
      expect(roster.heroes.some((h) => Object.keys(h.forces).length > 0), `seed ${seed} did something`).toBe(true);
      expect(limitReached, `seed ${seed} reached the at-once limit`).toBe(true);
      expect(capReached, `seed ${seed} reached a force cap`).toBe(true);
    }
  });
});
