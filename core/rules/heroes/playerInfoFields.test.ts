import { describe, expect, it } from 'vitest';
import { cardStateOf, forcesV2Of } from './playerInfoFields.ts';
import { testHero, testRoster } from '../../../test/support/testRoster.ts';

describe('player info fields', () => {
  it('list in forcesV2 each hero with a studied force, by class', () => {
    const roster = testRoster([testHero(2, { forces: { ward: 2 } }, 'human'), testHero(1, { forces: { fire: 1 } }, 'dragon'), testHero(3)]);
    expect(forcesV2Of(roster)).toEqual([
      { warriorClass: 'dragon', heroId: 1, forces: { fire: 1 } },
      { warriorClass: 'human', heroId: 2, forces: { ward: 2 } },
    ]);
  });

  it('group the cards by state in cardState', () => {
    const roster = testRoster([], {
      cards: [
        { id: 1, card: { kind: 'eagle' }, state: 'used', usesLeft: 0 },
        { id: 2, card: { kind: 'snake' }, state: 'available', usesLeft: 0 },
      ],
    });
    const state = cardStateOf(roster);
    expect([state.available.map((c) => c.id), state.active, state.used.map((c) => c.id)]).toEqual([[2], [], [1]]);
  });
});
