import { Currency, HeroRefusal, UpgradeKind } from '../../model/index.ts';
import type { ForceId, HeroCatalog, HeroRoster, OwnedHero, Price, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES } from './heroRules.ts';
import { findHero } from './roster.ts';
import { addUpgrade, forceUpgradeLimit } from './upgrades.ts';
import { pay } from './wallet.ts';

/** The forces a hero may study: the first `forceCount` of its class's circle (all 12 for Ark heroes). */
export const allowedForces = (hero: OwnedHero, catalog: HeroCatalog): readonly ForceId[] =>
  catalog.classes[hero.heroClass].forces.slice(0, catalog.qualities[hero.quality].forceCount);

/**
 * The highest rank a force may reach on this hero (product §9): 7, or 15 for Ark heroes and 16 for their signature
 * (first) force; outside Ark quality also at most 2 above the hero's rank, so fixed-rank classes study at their rank.
 */
export const forceCap = (hero: OwnedHero, force: ForceId, catalog: HeroCatalog): number => {
  const q = catalog.qualities[hero.quality];
  const signature = catalog.classes[hero.heroClass].forces[0] === force;
  const cap = signature ? q.signatureForceCap : q.forceCap;
  return q.rankGatesForces ? Math.min(cap, hero.rank + HERO_RULES.forceLeadOverRank) : cap;
};

const isRising = (roster: HeroRoster, heroId: number, force: ForceId): boolean =>
  roster.upgrades.some((u) => u.kind === UpgradeKind.force && u.heroId === heroId && u.force === force);

/** How the forces tab marks a force (product §4: studied with a lock, upgradable with two arrows). */
export const ForceMark = {
  incompatible: 'incompatible',
  learnable: 'learnable',
  upgrading: 'upgrading',
  upgradable: 'upgradable',
  locked: 'locked',
} as const;
export type ForceMark = (typeof ForceMark)[keyof typeof ForceMark];

/** The mark of one force of one hero. */
export const forceMark = (roster: HeroRoster, hero: OwnedHero, force: ForceId, catalog: HeroCatalog): ForceMark => {
  if (!allowedForces(hero, catalog).includes(force)) return ForceMark.incompatible;
  if (isRising(roster, hero.id, force)) return ForceMark.upgrading;
  const rank = hero.forces[force] ?? 0;
  if (rank === 0) return ForceMark.learnable;
  return rank < forceCap(hero, force, catalog) ? ForceMark.upgradable : ForceMark.locked;
};

/** The first force of the hero's circle it has not studied; refuses NO_FORCES_TO_LEARN (product §8). */
export const nextForceToLearn = (hero: OwnedHero, catalog: HeroCatalog): ForceId => {
  const force = allowedForces(hero, catalog).find((f) => (hero.forces[f] ?? 0) === 0);
  if (!force) {
    throw new HeroRuleError(HeroRefusal.NO_FORCES_TO_LEARN, `hero ${hero.id} has studied every force`, { heroId: hero.id });
  }
  return force;
};

/** Price of raising a force to rank r: 20 × r² red crystals. */
export const forceUpgradePrice = (toRank: number): Price => ({
  currency: Currency.crystal,
  amount: HERO_RULES.forceCrystals * toRank * toRank,
});

/** Minutes to raise a force to rank r: 5 × r² (5 minutes for the first, about 4 hours for the 7th). */
export const forceUpgradeMinutes = (toRank: number): number => HERO_RULES.forceMinutes * toRank * toRank;

/** The refusal, if any, of raising `force` on `hero` one rank (shared by the timer and the evolution card). */
export const checkForceRaise = (roster: HeroRoster, hero: OwnedHero, force: ForceId, catalog: HeroCatalog): number => {
  if (!allowedForces(hero, catalog).includes(force)) {
    const context = { heroId: hero.id, force };
    throw new HeroRuleError(HeroRefusal.INCOMPATIBLE_FORCE, `${force} is not a force of hero ${hero.id}`, context);
  }
  if (isRising(roster, hero.id, force)) {
    const context = { heroId: hero.id, force };
    throw new HeroRuleError(HeroRefusal.UPGRADE_RUNNING, `${force} of hero ${hero.id} is already rising`, context);
  }
  const toRank = (hero.forces[force] ?? 0) + 1;
  const cap = forceCap(hero, force, catalog);
  if (toRank > cap) {
    throw new HeroRuleError(
      HeroRefusal.UPGRADE_CAP,
      `${force} of hero ${hero.id} is at rank ${cap}`, { heroId: hero.id, force, cap },
    );
  }
  return toRank;
};

/**
 * Starts studying (rank 0 → 1) or raising a force at the clock value `nowMs`. Refuses INCOMPATIBLE_FORCE,
 * UPGRADE_RUNNING, UPGRADE_CAP, SLOTS_OCCUPIED ("all slots are occupied": 2 running, more with hammers) and the
 * price's shortage, in that order, and charges only when it starts.
 */
export const startForceUpgrade = (
  roster: HeroRoster,
  wallet: Wallet,
  heroId: number,
  force: ForceId,
  nowMs: number,
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet } => {
  const hero = findHero(roster, heroId);
  const toRank = checkForceRaise(roster, hero, force, catalog);
  const running = roster.upgrades.filter((u) => u.kind === UpgradeKind.force).length;
  const limit = forceUpgradeLimit(roster);
  if (running >= limit) {
    throw new HeroRuleError(HeroRefusal.SLOTS_OCCUPIED, `${running} force upgrades already run`, { max: limit });
  }
  const paid = pay(wallet, forceUpgradePrice(toRank));
  return {
    roster: addUpgrade(roster, { kind: UpgradeKind.force, heroId, force, toRank }, nowMs, forceUpgradeMinutes(toRank)),
    wallet: paid,
  };
};
