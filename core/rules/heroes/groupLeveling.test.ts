import { describe, expect, it } from 'vitest';
import { groupTargets, shareGroupExperience, toggleGroupLeveling } from './groupLeveling.ts';
import { gainHeroExperience, heroExpForLevel } from './heroLevel.ts';
import { testHero, testRoster } from '../../../test/support/testRoster.ts';

const ids = (heroes: { id: number }[]) => heroes.map((h) => h.id);

describe('hero experience and level', () => {
  it('needs 40 × L × (L + 1) at level L', () => {
    expect([1, 2, 3].map(heroExpForLevel)).toEqual([80, 240, 480]);
  });

  it('may raise several levels at once and keeps the rest', () => {
    expect(gainHeroExperience(testHero(1), 80 + 240 + 5)).toMatchObject({ level: 3, experience: 5 });
    expect(gainHeroExperience(testHero(1), 79)).toMatchObject({ level: 1, experience: 79 });
  });

  it('stops at level 100 with no experience kept, and ignores a negative gain', () => {
    expect(gainHeroExperience(testHero(1, { level: 100 }), 10_000)).toMatchObject({ level: 100, experience: 0 });
    expect(gainHeroExperience(testHero(1, { experience: 5 }), -50)).toMatchObject({ level: 1, experience: 5 });
  });
});

describe('group leveling (product §4)', () => {
  const heroes = () => [
    testHero(1, { squadSlot: 0, level: 20 }),
    testHero(2, { squadSlot: 1, level: 18 }),
    ...Array.from({ length: 6 }, (_, i) => testHero(10 + i, { level: 1 + i })),
    testHero(30, { level: 1, temporal: true }),
  ];

  it('toggles between the fighting six and the six weakest', () => {
    const roster = testRoster(heroes());
    expect(roster.groupLeveling).toBe('combat');
    expect(toggleGroupLeveling(roster).groupLeveling).toBe('weakest');
    expect(toggleGroupLeveling(toggleGroupLeveling(roster)).groupLeveling).toBe('combat');
  });

  it('reaches the fighting six, or the six of lowest level among the non-temporal heroes, never more than 6', () => {
    const roster = testRoster(heroes());
    expect(ids(groupTargets(roster))).toEqual([1, 2]);
    expect(ids(groupTargets(toggleGroupLeveling(roster)))).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('shares a gain evenly, the first taking the remainder, and loses none of it', () => {
    const roster = testRoster(heroes());
    const after = shareGroupExperience(roster, 101);
    expect(after.heroes[0]?.experience).toBe(51);
    expect(after.heroes[1]?.experience).toBe(50);
    const weakest = shareGroupExperience(toggleGroupLeveling(roster), 600);
    // 100 each: hero 10 (level 1, needs 80) rises to level 2 with 20 left; hero 15 (level 6) keeps all 100.
    expect(weakest.heroes.find((h) => h.id === 10)).toMatchObject({ level: 2, experience: 20 });
    expect(weakest.heroes.find((h) => h.id === 15)).toMatchObject({ level: 6, experience: 100 });
    expect(weakest.heroes.find((h) => h.id === 1)?.experience).toBe(0);
  });
});
