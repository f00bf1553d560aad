import { describe, expect, it } from 'vitest';
import { HERO_CATALOG } from '../../content/index.ts';
import { freeSquadSlot, fightingSix, placeInSquad, reserve, sendToReserve } from './squad.ts';
import { squadCreatures } from './squadCreatures.ts';
import { refusalOf, testHero, testRoster } from '../../../test/support/testRoster.ts';

const ids = (heroes: { id: number }[]) => heroes.map((h) => h.id);

describe('the squad of six and the reserve', () => {
  it('lists the six in slot order and the reserve by id', () => {
    const roster = testRoster([testHero(1, { squadSlot: 2 }), testHero(2), testHero(3, { squadSlot: 0 }), testHero(4)]);
    expect(ids(fightingSix(roster))).toEqual([3, 1]);
    expect(ids(reserve(roster))).toEqual([2, 4]);
    expect(freeSquadSlot(roster)).toBe(1);
  });

  it('puts a reserve hero in a free slot, or swaps out the one there', () => {
    const roster = testRoster([testHero(1, { squadSlot: 0 }), testHero(2)]);
    expect(ids(fightingSix(placeInSquad(roster, 2, 1)))).toEqual([1, 2]);
    const swapped = placeInSquad(roster, 2, 0);
    expect(ids(fightingSix(swapped))).toEqual([2]);
    expect(ids(reserve(swapped))).toEqual([1]);
  });

  it('reorders the six: moving onto a taken slot swaps the two', () => {
    const roster = testRoster([testHero(1, { squadSlot: 0 }), testHero(2, { squadSlot: 1 })]);
    expect(ids(fightingSix(placeInSquad(roster, 1, 1)))).toEqual([2, 1]);
  });

  it('refuses a slot outside the six with SLOT_NOT_AVAILABLE', () => {
    const roster = testRoster([testHero(1)]);
    for (const slot of [-1, 6, 2.5]) expect(refusalOf(() => placeInSquad(roster, 1, slot))).toBe('SLOT_NOT_AVAILABLE');
  });

  it('never holds more than six fighting, however heroes are placed (seeded shuffle)', () => {
    let roster = testRoster(Array.from({ length: 12 }, (_, i) => testHero(i + 1)));
    for (let i = 0; i < 40; i++) roster = placeInSquad(roster, ((i * 7) % 12) + 1, (i * 5) % 6);
    expect(fightingSix(roster).length).toBeLessThanOrEqual(6);
    expect(new Set(fightingSix(roster).map((h) => h.squadSlot)).size).toBe(fightingSix(roster).length);
  });

  it('keeps at least one fighter: sending the last to reserve is SQUAD_EMPTY', () => {
    const roster = testRoster([testHero(1, { squadSlot: 0 }), testHero(2, { squadSlot: 1 })]);
    const one = sendToReserve(roster, 1);
    expect(ids(fightingSix(one))).toEqual([2]);
    expect(refusalOf(() => sendToReserve(one, 2))).toBe('SQUAD_EMPTY');
  });

  it('sends the six to battle as creatures in slot order, with the elephant bonus only while the card is active', () => {
    const roster = testRoster([testHero(1, { squadSlot: 1 }), testHero(2, { squadSlot: 0 }), testHero(3)]);
    expect(squadCreatures(roster, HERO_CATALOG, 20).map((c) => c.id)).toEqual([2, 1]);
    const plain = squadCreatures(roster, HERO_CATALOG, 20)[0]!;
    const withCard = { ...roster, cards: [{ id: 9, card: { kind: 'elephant' as const }, state: 'active' as const, usesLeft: 3 }] };
    const boosted = squadCreatures(withCard, HERO_CATALOG, 20)[0]!;
    expect(boosted.skills[2]!.valueTotal).toBe(Math.floor(plain.skills[2]!.valueTotal * 1.2));
  });
});
