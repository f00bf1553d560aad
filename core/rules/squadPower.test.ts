import { describe, expect, it } from 'vitest';
import { SQUAD_SIZE } from '../model/index.ts';
import { fightingSquad, squadPower } from './squadPower.ts';
import { testCreature } from '../../test/support/testCreature.ts';

describe('squadPower', () => {
  it('adds attack, defence and full health of the fighting squad, not current health or poison', () => {
    const hurt = testCreature(1, 1, { attack: 10, defence: 5, health: 3, maxHealth: 50, poison: 7 });
    expect(squadPower([hurt])).toBe(65);
  });

  it('counts only combative creatures, and at most SQUAD_SIZE of them in slot order', () => {
    const benched = { ...testCreature(1, 1, { attack: 1000 }), combative: false };
    const fighters = Array.from({ length: SQUAD_SIZE + 2 }, (_, i) => testCreature(i + 2, 1, { attack: i + 1, defence: 0, health: 0 }));
    expect(fightingSquad([benched, ...fighters]).map((c) => c.id)).toEqual(fighters.slice(0, SQUAD_SIZE).map((c) => c.id));
    // attacks 1..6 of the first six fighters; the seventh and eighth and the benched one do not count
    expect(squadPower([benched, ...fighters])).toBe(21);
  });

  it('is 0 for nobody', () => {
    expect(squadPower([])).toBe(0);
  });
});
