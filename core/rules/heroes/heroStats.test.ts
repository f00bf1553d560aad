import { describe, expect, it } from 'vitest';
import { forceIds, heroClasses, WarriorClass } from '../../model/index.ts';
import type { HeroClass, HeroQuality, OwnedArtifact } from '../../model/index.ts';
import { HERO_ARTIFACTS, HERO_CATALOG, HERO_CLASSES, makeHero } from '../../content/index.ts';
import { expectedDamage } from '../battleFormulas.ts';
import { attackOf, defenceOf, maxHealthOf } from '../creatureState.ts';
import { createRng, rngInt } from '../rng.ts';
import { forceCap } from './forces.ts';
import { artifactEffects, heroCreature, heroStats } from './heroStats.ts';
import type { HeroStats } from './heroStats.ts';
import { ownedHeroFromCreature } from './roster.ts';
import { testHero } from '../../../test/support/testRoster.ts';

const KEYS = ['attack', 'defence', 'health', 'poison', 'immortality'] as const;
const notWeaker = (hi: HeroStats, lo: HeroStats, what: string) => {
  for (const k of KEYS) expect(hi[k], `${what}: ${k}`).toBeGreaterThanOrEqual(lo[k]);
};
const pairs = (): [HeroClass, HeroQuality][] => heroClasses.flatMap((c) => HERO_CLASSES[c].qualities.map((q): [HeroClass, HeroQuality] => [c, q]));

describe('heroStats', () => {
  it('equal the first squad numbers for a usual rank-1 hero of a squad class (BATTLE.md "Classes")', () => {
    for (const c of [WarriorClass.human, WarriorClass.elf, WarriorClass.dragon, WarriorClass.golem, WarriorClass.necro, WarriorClass.witch]) {
      for (const level of [1, 7, 30]) {
        const creature = heroCreature(testHero(1, { level }, c), [], HERO_CATALOG);
        expect(creature.skills, `${c} ${level}`).toEqual(makeHero(c, 'x', level, 1, 'x').skills);
      }
    }
  });

  it('keep the numbers of a squad creature moved to the roster (the first hero and companion)', () => {
    const companion = makeHero(WarriorClass.witch, 'witch_female', 9, 2, 'companion');
    const hero = ownedHeroFromCreature(companion, 1);
    expect(hero).toMatchObject({ heroClass: 'witch', quality: 'usual', level: 9, squadSlot: 1, imageId: 'witch_female' });
    expect(heroCreature(hero, [], HERO_CATALOG).skills).toEqual(companion.skills);
  });

  it('never make a higher rank weaker, and a higher rank strictly stronger in attack, for every class and quality', () => {
    for (const [c, q] of pairs()) {
      const cap = HERO_CLASSES[c].rankCap;
      for (let rank = 2; rank <= cap; rank++) {
        for (const level of [1, 15, 60]) {
          const lo = heroStats(testHero(1, { rank: rank - 1, level }, c, q), [], HERO_CATALOG);
          const hi = heroStats(testHero(1, { rank, level }, c, q), [], HERO_CATALOG);
          notWeaker(hi, lo, `${c} ${q} rank ${rank} level ${level}`);
          expect(hi.attack).toBeGreaterThan(lo.attack);
        }
      }
    }
  });

  it('never make a higher level weaker (seeded walk over classes, qualities and ranks)', () => {
    const rng = createRng(11);
    for (const [c, q] of pairs()) {
      const rank = rngInt(rng, 1, HERO_CLASSES[c].rankCap);
      let last = heroStats(testHero(1, { rank, level: 1 }, c, q), [], HERO_CATALOG);
      for (let level = 2; level <= 100; level++) {
        const now = heroStats(testHero(1, { rank, level }, c, q), [], HERO_CATALOG);
        notWeaker(now, last, `${c} ${q} level ${level}`);
        last = now;
      }
    }
  });

  it('never lower a value when a force rises, up to its cap', () => {
    const rng = createRng(7);
    for (const [c, q] of pairs()) {
      const hero = testHero(1, { rank: HERO_CLASSES[c].fixedRank ?? HERO_CLASSES[c].rankCap, level: rngInt(rng, 1, 80) }, c, q);
      for (const force of forceIds) {
        let last = heroStats(hero, [], HERO_CATALOG);
        for (let r = 1; r <= forceCap(hero, force, HERO_CATALOG); r++) {
          const now = heroStats({ ...hero, forces: { [force]: r } }, [], HERO_CATALOG);
          notWeaker(now, last, `${c} ${q} ${force} ${r}`);
          last = now;
        }
      }
    }
  });

  it('never lower a value when an artifact rises a level, and add what the artifact holds', () => {
    const hero = testHero(1, { level: 10 });
    for (const def of Object.values(HERO_ARTIFACTS)) {
      let last = heroStats(hero, [], HERO_CATALOG);
      for (let level = 1; level <= def.maxLevel; level++) {
        const worn: OwnedArtifact = { id: 9, defId: def.id, level, heroId: 1, temporal: false };
        const now = heroStats(hero, [worn], HERO_CATALOG);
        notWeaker(now, last, `${def.id} ${level}`);
        const e = artifactEffects(def, level);
        expect(now.attack - heroStats(hero, [], HERO_CATALOG).attack).toBe(e.attack ?? 0);
        last = now;
      }
    }
  });

  it('add what forges gave as it is', () => {
    const plain = heroStats(testHero(1), [], HERO_CATALOG);
    const forged = heroStats(testHero(1, { forged: { attack: 3, defence: 2, health: 10 } }), [], HERO_CATALOG);
    expect([forged.attack - plain.attack, forged.defence - plain.defence, forged.health - plain.health]).toEqual([3, 2, 10]);
  });

  it('turn poison ranks into poison moves and resurrection ranks into immortality charges', () => {
    const s = heroStats(testHero(1, { rank: 5, forces: { poison: 6, resurrection: 5 } }), [], HERO_CATALOG);
    expect(s.poison).toBe(2);
    expect(s.immortality).toBe(1);
  });
});

describe('heroCreature', () => {
  it('gives the battle rules a creature they fight with: full health, its stats, slots by quality, combative in the six', () => {
    const hero = testHero(4, { level: 12, rank: 2, squadSlot: 0 }, 'dragon', 'legend');
    const sword: OwnedArtifact = { id: 9, defId: 'sword', level: 3, heroId: 4, temporal: false };
    const c = heroCreature(hero, [sword], HERO_CATALOG);
    const s = heroStats(hero, [sword], HERO_CATALOG);
    // The battle reads skills only; the class name widens on merge, so the formulas get it as a known class.
    const fighter = { ...c, warriorClass: WarriorClass.dragon };
    expect([attackOf(fighter), defenceOf(fighter), maxHealthOf(fighter)]).toEqual([s.attack, s.defence, s.health]);
    expect(expectedDamage(fighter, fighter)).toBe(Math.round((s.attack * s.attack) / (s.attack + s.defence)));
    expect(c).toMatchObject({ combative: true, slotsCount: 3, identifier: 'hero-4', rank: 2, level: 12 });
    expect(c.artifacts).toEqual([{ id: 9, name: 'sword', level: 3, temporal: false, skills: [{ skillType: 'attack', valueCurrent: 8, valueTotal: 8 }] }]);
  });

  it('raises full health by an elephant card share and leaves reserve heroes non-combative', () => {
    const plain = heroCreature(testHero(1), [], HERO_CATALOG);
    const boosted = heroCreature(testHero(1), [], HERO_CATALOG, 20);
    expect(maxHealthOf({ ...boosted, warriorClass: 'human' })).toBe(Math.floor(maxHealthOf({ ...plain, warriorClass: 'human' }) * 1.2));
    expect(plain.combative).toBe(false);
  });
});
