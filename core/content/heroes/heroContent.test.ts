import { describe, expect, it } from 'vitest';
import { AmuletEffect, forceIds, HeroClass, heroClasses, HeroQuality } from '../../model/index.ts';
import { heroStats } from '../../rules/index.ts';
import { testHero } from '../../../test/support/testRoster.ts';
import { HERO_ARTIFACTS } from './artifacts.ts';
import { HERO_CATALOG } from './heroCatalog.ts';
import { HERO_CLASSES } from './heroClasses.ts';
import { HERO_QUALITIES } from './qualities.ts';
import { NUN_STAIR, SHOP_OFFERS } from './shopOffers.ts';

const SPEC_CLASSES = [
  'beast', 'demon', 'dragon', 'djinn', 'golem', 'human', 'lizard', 'elf', 'mag', 'necro', 'serpent', 'troll',
  'phoenix', 'warlock', 'titan', 'druid', 'witch', 'shaman', 'dragonslayer', 'ifrit', 'angel', 'archangel',
  'archititan', 'yotun', 'asgPhoenix', 'koschey', 'cyclop', 'naga', 'keeper', 'sphinx', 'norn', 'nun', 'gorgon',
];

describe('hero classes', () => {
  it('hold every warrior class product §3 names', () => {
    expect([...heroClasses].sort()).toEqual([...SPEC_CLASSES].sort());
  });

  it('give every class data for every quality it may have: enough forces and a quality rule', () => {
    for (const c of heroClasses) {
      const def = HERO_CLASSES[c];
      expect(def.qualities.length, c).toBeGreaterThan(0);
      expect(new Set(def.forces).size, c).toBe(forceIds.length);
      for (const q of def.qualities) expect(def.forces.length, `${c} ${q}`).toBeGreaterThanOrEqual(HERO_QUALITIES[q].forceCount);
    }
  });

  it('cap ranks as product §9 says: human 5, Asgardian phoenix 6, no class above 10', () => {
    expect(HERO_CLASSES.human.rankCap).toBe(5);
    expect(HERO_CLASSES.asgPhoenix.rankCap).toBe(6);
    for (const c of heroClasses) expect(HERO_CLASSES[c].rankCap, c).toBeLessThanOrEqual(10);
  });

  it('fix the ranks of exactly the classes product §4 names, within their caps', () => {
    const fixed = Object.fromEntries(heroClasses.filter((c) => HERO_CLASSES[c].fixedRank !== null).map((c) => [c, HERO_CLASSES[c].fixedRank]));
    expect(fixed).toEqual({ warlock: 2, titan: 3, angel: 4, archangel: 5, archititan: 5, yotun: 4, asgPhoenix: 5 });
    for (const c of Object.keys(fixed) as HeroClass[]) expect(HERO_CLASSES[c].fixedRank).toBeLessThanOrEqual(HERO_CLASSES[c].rankCap);
  });

  it('let Ark heroes study all 12 forces to 15, their signature to 16, and everyone else to 7', () => {
    expect(HERO_QUALITIES.ark).toMatchObject({ forceCount: 12, forceCap: 15, signatureForceCap: 16 });
    for (const q of [HeroQuality.usual, HeroQuality.legend, HeroQuality.myth, HeroQuality.top, HeroQuality.elite]) {
      expect(HERO_QUALITIES[q].forceCap).toBe(7);
      expect(HERO_QUALITIES[q].signatureForceCap).toBe(7);
    }
  });

  it('make a better quality never weaker for the same class', () => {
    const order = [HeroQuality.usual, HeroQuality.legend, HeroQuality.elite, HeroQuality.myth, HeroQuality.top, HeroQuality.ark];
    for (let i = 1; i < order.length; i++) {
      const [lo, hi] = [HERO_QUALITIES[order[i - 1]!], HERO_QUALITIES[order[i]!]];
      expect(hi.statFactor).toBeGreaterThan(lo.statFactor);
      expect(hi.forceCount).toBeGreaterThanOrEqual(lo.forceCount);
      expect(hi.slots).toBeGreaterThanOrEqual(lo.slots);
    }
  });

  it('keep the classes of one tier within 35% of each other at level 20, their ranks included (balance)', () => {
    const stats = (c: HeroClass) => {
      const def = HERO_CLASSES[c];
      return heroStats(testHero(1, { level: 20, rank: def.fixedRank ?? 1 }, c, def.qualities[0]), [], HERO_CATALOG);
    };
    const tiers = new Map<string, HeroClass[]>();
    for (const c of heroClasses) {
      const key = HERO_CLASSES[c].qualities.join();
      tiers.set(key, [...(tiers.get(key) ?? []), c]);
    }
    for (const [tier, members] of tiers) {
      const all = members.map(stats);
      const attack = all.reduce((sum, s) => sum + s.attack, 0) / all.length;
      const defence = all.reduce((sum, s) => sum + s.defence, 0) / all.length;
      // Against the tier's average foe: the damage a blow deals times the blows the hero survives (HEROES.md "Balance").
      const worth = all.map((s) => Math.sqrt(((s.attack * s.attack) / (s.attack + defence)) * s.health / ((attack * attack) / (attack + s.defence))));
      expect(Math.max(...worth) / Math.min(...worth), tier).toBeLessThan(1.35);
    }
  });
});

describe('artifacts and amulets', () => {
  it('carry every amulet effect of product §3 somewhere', () => {
    const seen = new Set(Object.values(HERO_ARTIFACTS).flatMap((a) => [...Object.keys(a.base), ...Object.keys(a.perLevel)]));
    for (const e of Object.values(AmuletEffect)) expect(seen.has(e), e).toBe(true);
  });

  it('never lose an effect by a level: every per-level value is positive and names an effect the artifact has or adds', () => {
    for (const a of Object.values(HERO_ARTIFACTS)) {
      for (const v of [...Object.values(a.base), ...Object.values(a.perLevel)]) expect(v, a.id).toBeGreaterThan(0);
      expect(a.maxLevel).toBeGreaterThan(1);
    }
  });
});

describe('shop offers', () => {
  it('open legend from stair 30, myth 100, top 500 and the nun from stair 3 (product §9)', () => {
    const stairOf = (quality: HeroQuality) =>
      new Set(SHOP_OFFERS.filter((o) => o.goods.kind === 'hero' && o.goods.quality === quality && o.goods.heroClass !== 'nun').map((o) => o.fromStair));
    expect(stairOf(HeroQuality.legend)).toEqual(new Set([30]));
    expect(stairOf(HeroQuality.myth)).toEqual(new Set([100]));
    expect(stairOf(HeroQuality.top)).toEqual(new Set([500]));
    expect(SHOP_OFFERS.find((o) => o.id === 'hero:nun:usual')?.fromStair).toBe(NUN_STAIR);
    expect(NUN_STAIR).toBe(3);
  });

  it('sell every class in every quality it has, except elite (the clan hall) and only Ark for tokens', () => {
    for (const c of heroClasses) {
      for (const q of HERO_CLASSES[c].qualities) {
        const offer = SHOP_OFFERS.find((o) => o.id === `hero:${c}:${q}`);
        if (q === HeroQuality.elite) expect(offer, `${c} ${q}`).toBeUndefined();
        else expect(offer?.price.currency === 'token', `${c} ${q}`).toBe(q === HeroQuality.ark);
      }
    }
  });

  it('have unique ids and positive prices', () => {
    expect(new Set(SHOP_OFFERS.map((o) => o.id)).size).toBe(SHOP_OFFERS.length);
    for (const o of SHOP_OFFERS) expect(o.price.amount, o.id).toBeGreaterThan(0);
  });
});
