import { describe, expect, it } from 'vitest';
import { EffectType, SkillType } from '../model/index.ts';
import { attackOf, canAct, defenceOf, getSkill, healthOf, isAlive, maxHealthOf } from './creatureState.ts';
import { testCreature } from '../../test/support/testCreature.ts';

describe('creature state (technical §4 Battle)', () => {
  it('reads skills', () => {
    const c = testCreature(1, 1, { attack: 12, defence: 7, health: 30, maxHealth: 80, poison: 2 });
    expect(getSkill(c, SkillType.poison)?.valueCurrent).toBe(2);
    expect(getSkill(c, SkillType.immortality)).toBeUndefined();
    expect(attackOf(c)).toBe(12);
    expect(defenceOf(c)).toBe(7);
    expect(healthOf(c)).toBe(30);
    expect(maxHealthOf(c)).toBe(80);
  });

  it('is alive only above 0 health', () => {
    expect(isAlive(testCreature(1, 1, { health: 1 }))).toBe(true);
    expect(isAlive(testCreature(1, 1, { health: 0, maxHealth: 10 }))).toBe(false);
  });

  it('cannot act when dead or frozen with moves remaining', () => {
    expect(canAct(testCreature(1, 1, { health: 5 }))).toBe(true);
    expect(canAct(testCreature(1, 1, { health: 0, maxHealth: 5 }))).toBe(false);
    expect(canAct(testCreature(1, 1, {}, [{ type: EffectType.frozen, movesRemain: 2 }]))).toBe(false);
    expect(canAct(testCreature(1, 1, {}, [{ type: EffectType.frozen, movesRemain: 0 }]))).toBe(true);
    expect(canAct(testCreature(1, 1, {}, [{ type: EffectType.poisoned, movesRemain: 2 }]))).toBe(true);
  });
});
