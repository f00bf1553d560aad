import { describe, expect, it } from 'vitest';
import type { OwnedCard } from '../../model/index.ts';
import { CARD_DURATIONS, HERO_CATALOG } from '../../content/index.ts';
import { activateCard, boostedExperience, cardsAfterBattle, useEvolutionCard } from './cards.ts';
import { startForceUpgrade } from './forces.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';

const card = (id: number, c: OwnedCard['card'], state: OwnedCard['state'] = 'available'): OwnedCard => ({ id, card: c, state, usesLeft: 0 });

describe('cards: available → active → used (product §4)', () => {
  it('activate an available card for its duration', () => {
    const roster = testRoster([], { cards: [card(1, { kind: 'eagle' })] });
    expect(activateCard(roster, 1, CARD_DURATIONS).cards[0]).toMatchObject({ state: 'active', usesLeft: 3 });
  });

  it('refuse CARD_NOT_AVAILABLE for an unknown, active or used card, or a twin of an active one', () => {
    const roster = testRoster([], {
      cards: [card(1, { kind: 'eagle' }, 'active'), card(2, { kind: 'eagle' }, 'used'), card(3, { kind: 'eagle' }), card(4, { kind: 'elephant' })],
    });
    for (const id of [1, 2, 3, 99]) expect(refusalOf(() => activateCard(roster, id, CARD_DURATIONS)), `card ${id}`).toBe('CARD_NOT_AVAILABLE');
    expect(activateCard(roster, 4, CARD_DURATIONS).cards[3]?.state).toBe('active');
  });

  it('let evolution cards of different forces be active together', () => {
    const roster = testRoster([], { cards: [card(1, { kind: 'evolution', force: 'fire' }, 'active'), card(2, { kind: 'evolution', force: 'ward' })] });
    expect(activateCard(roster, 2, CARD_DURATIONS).cards[1]?.state).toBe('active');
  });

  it('wear the elephant and eagle cards out after their battles', () => {
    let roster = activateCard(testRoster([], { cards: [card(1, { kind: 'elephant' }), card(2, { kind: 'snake' })] }), 1, CARD_DURATIONS);
    roster = activateCard(roster, 2, CARD_DURATIONS);
    roster = cardsAfterBattle(cardsAfterBattle(roster));
    expect(roster.cards[0]).toMatchObject({ state: 'active', usesLeft: 1 });
    roster = cardsAfterBattle(roster);
    expect(roster.cards[0]).toMatchObject({ state: 'used', usesLeft: 0 });
    expect(roster.cards[1]?.state).toBe('active');
  });

  it('use an active evolution card to raise its force one rank at once', () => {
    const roster = testRoster([testHero(1, { forces: { ward: 1 } })], { cards: [card(5, { kind: 'evolution', force: 'ward' }, 'active')] });
    const used = useEvolutionCard(roster, 5, 1, HERO_CATALOG);
    expect(used.heroes[0]?.forces.ward).toBe(2);
    expect(used.cards[0]?.state).toBe('used');
    expect(refusalOf(() => useEvolutionCard(used, 5, 1, HERO_CATALOG))).toBe('CARD_NOT_AVAILABLE');
  });

  it('refuse an evolution card on a force the hero lacks, at its cap, or rising', () => {
    const evo = (force: 'fire' | 'ward') => [card(5, { kind: 'evolution', force }, 'active')];
    expect(refusalOf(() => useEvolutionCard(testRoster([testHero(1)], { cards: evo('fire') }), 5, 1, HERO_CATALOG))).toBe('INCOMPATIBLE_FORCE');
    expect(refusalOf(() => useEvolutionCard(testRoster([testHero(1, { forces: { ward: 3 } })], { cards: evo('ward') }), 5, 1, HERO_CATALOG))).toBe('UPGRADE_CAP');
    const rising = startForceUpgrade(testRoster([testHero(1)], { cards: evo('ward') }), richWallet(), 1, 'ward', 0, HERO_CATALOG).roster;
    expect(refusalOf(() => useEvolutionCard(rising, 5, 1, HERO_CATALOG))).toBe('UPGRADE_RUNNING');
    expect(refusalOf(() => useEvolutionCard(testRoster([testHero(1)], { cards: [card(6, { kind: 'snake' }, 'active')] }), 6, 1, HERO_CATALOG))).toBe('CARD_NOT_AVAILABLE');
  });

  it('double battle experience while an eagle card is active, and only then', () => {
    const roster = testRoster([], { cards: [card(1, { kind: 'eagle' })] });
    expect(boostedExperience(roster, 41, 100)).toBe(41);
    expect(boostedExperience(activateCard(roster, 1, CARD_DURATIONS), 41, 100)).toBe(82);
  });
});
