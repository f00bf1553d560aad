import { describe, expect, it } from 'vitest';
import { forceIds, heroClasses } from '../../model/index.ts';
import { HERO_CATALOG, HERO_CLASSES, HERO_QUALITIES } from '../../content/index.ts';
import { allowedForces, forceCap, forceMark, nextForceToLearn, startForceUpgrade } from './forces.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';


describe('forces', () => {
  it('let a hero study the first forces of its circle by quality, all 12 for Ark heroes', () => {
    expect(allowedForces(testHero(1), HERO_CATALOG)).toEqual(['ward', 'fury', 'life']);
    expect(allowedForces(testHero(1, {}, 'archangel', 'ark'), HERO_CATALOG)).toHaveLength(12);
  });

  it('cap forces at 7, at most 2 above the rank, and Ark heroes at 15 with their signature at 16', () => {
    expect(forceCap(testHero(1, { rank: 1 }), 'ward', HERO_CATALOG)).toBe(3);
    expect(forceCap(testHero(1, { rank: 5 }), 'ward', HERO_CATALOG)).toBe(7);
    expect(forceCap(testHero(1, { rank: 5 }, 'asgPhoenix', 'ark'), 'resurrection', HERO_CATALOG)).toBe(16);
    expect(forceCap(testHero(1, { rank: 5 }, 'asgPhoenix', 'ark'), 'fire', HERO_CATALOG)).toBe(15);
  });

  it('hold the caps for every class, quality and rank (product §9)', () => {
    for (const c of heroClasses) {
      for (const q of HERO_CLASSES[c].qualities) {
        for (let rank = 1; rank <= HERO_CLASSES[c].rankCap; rank++) {
          for (const f of forceIds) expect(forceCap(testHero(1, { rank }, c, q), f, HERO_CATALOG)).toBeLessThanOrEqual(q === 'ark' ? 16 : 7);
        }
      }
    }
    expect(HERO_QUALITIES.usual.forceCap).toBe(7);
  });

  it('study fixed-rank classes at their fixed rank: a warlock reaches 4, a titan 5', () => {
    expect(forceCap(testHero(1, { rank: 2 }, 'warlock', 'top'), 'curse', HERO_CATALOG)).toBe(4);
    expect(forceCap(testHero(1, { rank: 3 }, 'titan', 'top'), 'hammer', HERO_CATALOG)).toBe(5);
  });

  it('refuse a force outside the circle with INCOMPATIBLE_FORCE', () => {
    expect(refusalOf(() => startForceUpgrade(testRoster([testHero(1)]), richWallet(), 1, 'poison', 0, HERO_CATALOG))).toBe('INCOMPATIBLE_FORCE');
  });

  it('refuse a force at its cap with UPGRADE_CAP and the same force twice with UPGRADE_RUNNING', () => {
    const capped = testRoster([testHero(1, { forces: { ward: 3 } })]);
    expect(refusalOf(() => startForceUpgrade(capped, richWallet(), 1, 'ward', 0, HERO_CATALOG))).toBe('UPGRADE_CAP');
    const once = startForceUpgrade(testRoster([testHero(1)]), richWallet(), 1, 'ward', 0, HERO_CATALOG);
    expect(refusalOf(() => startForceUpgrade(once.roster, once.wallet, 1, 'ward', 0, HERO_CATALOG))).toBe('UPGRADE_RUNNING');
  });

  it('name the next force to learn, and refuse NO_FORCES_TO_LEARN when all are studied', () => {
    expect(nextForceToLearn(testHero(1, { forces: { ward: 2 } }), HERO_CATALOG)).toBe('fury');
    expect(refusalOf(() => nextForceToLearn(testHero(1, { forces: { ward: 1, fury: 1, life: 1 } }), HERO_CATALOG))).toBe('NO_FORCES_TO_LEARN');
  });

  it('mark forces as the tab shows them: learnable, upgradable (two arrows), locked at the cap, upgrading, incompatible', () => {
    const hero = testHero(1, { forces: { ward: 3, fury: 1 } });
    const roster = testRoster([hero]);
    expect(forceMark(roster, hero, 'ward', HERO_CATALOG)).toBe('locked');
    expect(forceMark(roster, hero, 'fury', HERO_CATALOG)).toBe('upgradable');
    expect(forceMark(roster, hero, 'life', HERO_CATALOG)).toBe('learnable');
    expect(forceMark(roster, hero, 'fire', HERO_CATALOG)).toBe('incompatible');
    const running = startForceUpgrade(roster, richWallet(), 1, 'fury', 0, HERO_CATALOG).roster;
    expect(forceMark(running, hero, 'fury', HERO_CATALOG)).toBe('upgrading');
  });
});
