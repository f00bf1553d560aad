import { describe, expect, it } from 'vitest';
import { HERO_CATALOG } from '../../content/index.ts';
import { newHero } from './buyOffer.ts';
import { takeRoadGoods } from './roadGoods.ts';
import { refusalOf, testHero, testRoster } from '../../../test/support/testRoster.ts';

describe('takeRoadGoods', () => {
  const roster = testRoster([testHero(1, { squadSlot: 0 })]);

  it('puts a found artifact in the backpack at level 1, numbered from nextId', () => {
    const taken = takeRoadGoods(roster, { kind: 'artifact', defId: 'mirrorBlade' }, HERO_CATALOG);
    expect(taken.roster.artifacts).toEqual([{ id: 100, defId: 'mirrorBlade', level: 1, heroId: null, temporal: false }]);
    expect(taken.roster.nextId).toBe(101);
    expect(taken).toMatchObject({ consumable: null, amethysts: 0, heroJoined: false });
  });

  it('refuses an artifact the content does not know, changing nothing', () => {
    expect(refusalOf(() => takeRoadGoods(roster, { kind: 'artifact', defId: 'toString' }, HERO_CATALOG))).toBe('NOT_FOUND');
  });

  it('adds a rune\'s card as available', () => {
    const card = { kind: 'evolution', force: 'fire' } as const;
    const taken = takeRoadGoods(roster, { kind: 'card', card }, HERO_CATALOG);
    expect(taken.roster.cards).toEqual([{ id: 100, card, state: 'available', usesLeft: 0 }]);
  });

  it('brings a wanderer into the reserve as a new level 1 hero and raises the hero news', () => {
    const taken = takeRoadGoods(roster, { kind: 'hero', heroClass: 'troll', quality: 'usual' }, HERO_CATALOG);
    expect(taken.roster.heroes).toEqual([...roster.heroes, newHero(HERO_CATALOG, 'troll', 'usual', 100)]);
    expect(taken.roster.heroes[1]?.squadSlot).toBeNull();
    expect(taken.heroJoined).toBe(true);
  });

  it('names a potion or amethysts for the caller and leaves the roster as it was', () => {
    expect(takeRoadGoods(roster, { kind: 'consumable', defId: 'fireScroll' }, HERO_CATALOG)).toEqual({
      roster, consumable: 'fireScroll', amethysts: 0, heroJoined: false,
    });
    expect(takeRoadGoods(roster, { kind: 'amethysts', amount: 9 }, HERO_CATALOG)).toEqual({
      roster, consumable: null, amethysts: 9, heroJoined: false,
    });
  });
});
