import { describe, expect, it } from 'vitest';
import { forceIds, type ForceId, type ForceMarkKind, type HeroView, type Upgrade } from '../../model/index.ts';
import { HERO_CATALOG } from '../../content/index.ts';
import { forceGifts } from './forceGifts.ts';
import { steppedHero } from './steppedHero.ts';
import { testHero } from '../../../test/support/testRoster.ts';

const viewOf = (marks: Partial<Record<ForceId, ForceMarkKind>>, forces: Partial<Record<ForceId, number>> = {}): HeroView => ({
  hero: testHero(7, { forces, rank: 3 }),
  stats: { attack: 10, defence: 5, health: 50, poison: 0, immortality: 0 },
  forceMarks: Object.fromEntries(forceIds.map((f) => [f, marks[f] ?? 'incompatible'])) as HeroView['forceMarks'],
  forceCaps: Object.fromEntries(Object.keys(marks).map((f) => [f, 5])),
  slots: 2,
});

const upgrade = (force: ForceId, heroId = 7): Upgrade => ({
  id: 1,
  kind: 'force',
  heroId,
  force,
  toRank: 2,
  startedAtMs: 0,
  finishesAtMs: 60_000,
});

describe('forceGifts', () => {
  it('lists the studiable forces in the class circle order and leaves the incompatible ones out', () => {
    // A human's circle is ward, fury, life (HEROES.md "Forces").
    const gifts = forceGifts(viewOf({ life: 'learnable', ward: 'upgradable', fury: 'locked' }, { ward: 2, fury: 5 }), [], HERO_CATALOG);
    expect(gifts.map((g) => g.force)).toEqual(['ward', 'fury', 'life']);
  });

  it('marks a force studied to its cap with a lock, one that can rise with two arrows, an unstudied one for study', () => {
    const gifts = forceGifts(viewOf({ life: 'learnable', ward: 'upgradable', fury: 'locked' }, { ward: 2, fury: 5 }), [], HERO_CATALOG);
    expect(gifts.map((g) => [g.force, g.marker, g.rank, g.cap])).toEqual([
      ['ward', 'arrows', 2, 5],
      ['fury', 'lock', 5, 5],
      ['life', 'study', 0, 5],
    ]);
  });

  it('shows the timer of the upgrade raising a force, even before the server marked it upgrading', () => {
    const gifts = forceGifts(viewOf({ ward: 'upgradable', fury: 'upgrading' }, { ward: 1, fury: 1 }), [upgrade('ward'), upgrade('fury')], HERO_CATALOG);
    expect(gifts.map((g) => [g.marker, g.upgrade?.force])).toEqual([
      ['timer', 'ward'],
      ['timer', 'fury'],
    ]);
  });

  it("ignores another hero's upgrade of the same force", () => {
    const [ward] = forceGifts(viewOf({ ward: 'upgradable' }, { ward: 1 }), [upgrade('ward', 8)], HERO_CATALOG);
    expect(ward?.marker).toBe('arrows');
    expect(ward?.upgrade).toBeNull();
  });
});

describe('steppedHero', () => {
  it('walks forward and back through the order, wrapping round at both ends', () => {
    expect(steppedHero([4, 9, 2], 9, 1)).toBe(2);
    expect(steppedHero([4, 9, 2], 2, 1)).toBe(4);
    expect(steppedHero([4, 9, 2], 4, -1)).toBe(2);
  });

  it('stays on a hero that is not in the order', () => {
    expect(steppedHero([4, 9, 2], 5, 1)).toBe(5);
    expect(steppedHero([], 5, -1)).toBe(5);
  });
});
