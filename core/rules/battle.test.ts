import { describe, expect, it } from 'vitest';
import { BattleOutcome, EffectType, ErrorCode, SkillType } from '../model/index.ts';
import type { BattleCreature } from '../model/index.ts';
import {
  applyConsumable,
  applyHit,
  battleOutcome,
  battleReward,
  BATTLE_RULES,
  chooseEnemyMove,
  endTurn,
  expectedDamage,
  poisonTickDamage,
  previewHit,
  SCROLL_ATTACKER_ID,
  suggestMove,
} from './battle.ts';
import { getSkill, healthOf } from './creatureState.ts';
import { createRng } from './rng.ts';
import { isRuleError } from './RuleError.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const byId = (cs: readonly BattleCreature[], id: number): BattleCreature => {
  const c = cs.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
};

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e: unknown) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};

describe('expectedDamage and previewHit', () => {
  it('is attack² / (attack + defence), at least 1', () => {
    expect(expectedDamage(testCreature(1, 1, { attack: 20 }), testCreature(2, null, { defence: 20 }))).toBe(10);
    expect(expectedDamage(testCreature(1, 1, { attack: 12 }), testCreature(2, null, { defence: 0 }))).toBe(12);
    expect(expectedDamage(testCreature(1, 1, { attack: 1 }), testCreature(2, null, { defence: 500 }))).toBe(1);
    expect(expectedDamage(testCreature(1, 1, { attack: 0 }), testCreature(2, null, { defence: 5 }))).toBe(1);
  });

  it('more defence means less damage', () => {
    const a = testCreature(1, 1, { attack: 30 });
    const soft = expectedDamage(a, testCreature(2, null, { defence: 5 }));
    const hard = expectedDamage(a, testCreature(2, null, { defence: 25 }));
    expect(hard).toBeLessThan(soft);
  });

  it('tells whether the blow kills; immortality prevents the kill', () => {
    const a = testCreature(1, 1, { attack: 20 });
    expect(previewHit(a, testCreature(2, null, { defence: 20, health: 10 }))).toEqual({ damage: 10, kills: true });
    expect(previewHit(a, testCreature(2, null, { defence: 20, health: 11 }))).toEqual({ damage: 10, kills: false });
    expect(previewHit(a, testCreature(2, null, { defence: 20, health: 5, immortality: 1 })).kills).toBe(false);
  });
});

describe('applyHit', () => {
  const hero = testCreature(1, 7, { attack: 20, defence: 10, health: 100 });
  const mob = testCreature(-1, null, { attack: 10, defence: 20, health: 100 });

  it('deals damage within the spread and leaves the input untouched', () => {
    const creatures = [hero, mob];
    const snapshot = structuredClone(creatures);
    const damages = new Set<number>();
    const rng = createRng(11);
    for (let i = 0; i < 200; i += 1) {
      const { creatures: next, hit } = applyHit(creatures, 1, -1, rng);
      expect(next).not.toBe(creatures);
      expect(hit.damage).toBeGreaterThanOrEqual(Math.round(10 * BATTLE_RULES.spreadMin));
      expect(hit.damage).toBeLessThanOrEqual(Math.round(10 * BATTLE_RULES.spreadMax));
      expect(healthOf(byId(next, -1))).toBe(100 - hit.damage);
      expect(byId(next, 1)).toBe(hero);
      damages.add(hit.damage);
    }
    expect(damages.size).toBeGreaterThan(1);
    expect(creatures).toEqual(snapshot);
  });

  it('is deterministic for a seed', () => {
    const a = applyHit([hero, mob], 1, -1, createRng(5)).hit;
    const b = applyHit([hero, mob], 1, -1, createRng(5)).hit;
    expect(a).toEqual(b);
  });

  it('kills at 0 health and clears the dead one’s effects', () => {
    const weak = testCreature(-2, null, { defence: 0, health: 3, maxHealth: 50 }, [
      { type: EffectType.poisoned, movesRemain: 2 },
    ]);
    const { creatures, hit } = applyHit([hero, weak], 1, -2, createRng(1));
    expect(hit).toMatchObject({ attackerId: 1, defenderId: -2, killed: true, saved: false, poison: 0 });
    expect(healthOf(byId(creatures, -2))).toBe(0);
    expect(byId(creatures, -2).effects).toEqual([]);
  });

  it('immortality saves at 1 health once, then the next killing blow kills', () => {
    const tough = testCreature(-3, null, { defence: 0, health: 5, maxHealth: 50, immortality: 1 });
    const first = applyHit([hero, tough], 1, -3, createRng(1));
    expect(first.hit.saved).toBe(true);
    expect(first.hit.killed).toBe(false);
    const saved = byId(first.creatures, -3);
    expect(healthOf(saved)).toBe(1);
    expect(getSkill(saved, SkillType.immortality)?.valueCurrent).toBe(0);
    const second = applyHit(first.creatures, 1, -3, createRng(2));
    expect(second.hit).toMatchObject({ killed: true, saved: false });
  });

  it('a poisoner leaves a poisoned effect for its poison moves', () => {
    const necro = testCreature(2, 7, { attack: 10, poison: 3 });
    const { creatures, hit } = applyHit([necro, mob], 2, -1, createRng(4));
    expect(byId(creatures, -1).effects).toEqual([{ type: EffectType.poisoned, movesRemain: 3 }]);
    expect(hit.poison).toBe(poisonTickDamage(mob));
    const plain = applyHit([hero, mob], 1, -1, createRng(4));
    expect(byId(plain.creatures, -1).effects).toEqual([]);
    expect(plain.hit.poison).toBe(0);
  });

  it('a spent poison skill does not poison', () => {
    const spent = testCreature(2, 7, { attack: 10, poison: 0 });
    expect(byId(applyHit([spent, mob], 2, -1, createRng(4)).creatures, -1).effects).toEqual([]);
  });

  it('refuses illegal moves with codes', () => {
    const frozen = testCreature(3, 7, {}, [{ type: EffectType.frozen, movesRemain: 1 }]);
    const dead = testCreature(-4, null, { health: 0, maxHealth: 10 });
    const friend = testCreature(4, 7, {});
    const cs = [hero, mob, frozen, dead, friend];
    expect(codeOf(() => applyHit(cs, 3, -1, createRng(1)))).toBe(ErrorCode.CREATURE_CANNOT_ACT);
    expect(codeOf(() => applyHit(cs, 1, -4, createRng(1)))).toBe(ErrorCode.TARGET_DEAD);
    expect(codeOf(() => applyHit(cs, 1, 4, createRng(1)))).toBe(ErrorCode.FORBIDDEN);
    expect(codeOf(() => applyHit(cs, 1, 99, createRng(1)))).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('endTurn', () => {
  it('poison hurts its side’s creatures once per turn and wears off', () => {
    const poisoned = testCreature(-1, null, { health: 100 }, [{ type: EffectType.poisoned, movesRemain: 2 }]);
    const hero = testCreature(1, 7, { health: 100 }, [{ type: EffectType.poisoned, movesRemain: 2 }]);
    const tick = poisonTickDamage(poisoned);
    const afterPlayer = endTurn([hero, poisoned], 'player');
    expect(byId(afterPlayer, -1)).toBe(poisoned);
    expect(healthOf(byId(afterPlayer, 1))).toBe(100 - tick);
    const one = endTurn([poisoned], 'enemy');
    expect(healthOf(byId(one, -1))).toBe(100 - tick);
    expect(byId(one, -1).effects).toEqual([{ type: EffectType.poisoned, movesRemain: 1 }]);
    const two = endTurn(one, 'enemy');
    expect(healthOf(byId(two, -1))).toBe(100 - 2 * tick);
    expect(byId(two, -1).effects).toEqual([]);
    expect(healthOf(byId(endTurn(two, 'enemy'), -1))).toBe(100 - 2 * tick);
  });

  it('poison can kill and then the effects go', () => {
    const dying = testCreature(-1, null, { health: 1, maxHealth: 100 }, [{ type: EffectType.poisoned, movesRemain: 3 }]);
    const after = byId(endTurn([dying], 'enemy'), -1);
    expect(healthOf(after)).toBe(0);
    expect(after.effects).toEqual([]);
  });

  it('frozen wears off so the creature can act again', () => {
    const frozen = testCreature(1, 7, {}, [{ type: EffectType.frozen, movesRemain: 1 }]);
    const after = endTurn([frozen], 'player');
    expect(byId(after, 1).effects).toEqual([]);
    expect(healthOf(byId(after, 1))).toBe(healthOf(frozen));
  });
});

describe('suggestMove', () => {
  it('prefers a kill of the hardest hitter, else the biggest blow, with an able own creature', () => {
    const strong = testCreature(1, 7, { attack: 30 });
    const weakling = testCreature(2, 7, { attack: 5 });
    const frozenStrongest = testCreature(3, 7, { attack: 90 }, [{ type: EffectType.frozen, movesRemain: 2 }]);
    const biter = testCreature(-1, null, { attack: 40, defence: 0, health: 25 });
    const nibbler = testCreature(-2, null, { attack: 5, defence: 0, health: 10 });
    const tank = testCreature(-3, null, { attack: 5, defence: 0, health: 500 });
    expect(suggestMove([weakling, strong, frozenStrongest, nibbler, tank, biter], 7)).toEqual({
      attackerId: 1,
      defenderId: -1,
    });
    expect(suggestMove([weakling, strong, tank], 7)).toEqual({ attackerId: 1, defenderId: -3 });
  });

  it('is null when nobody can act or nobody is left', () => {
    const dead = testCreature(1, 7, { health: 0, maxHealth: 10 });
    expect(suggestMove([dead, testCreature(-1, null, {})], 7)).toBeNull();
    expect(suggestMove([testCreature(1, 7, {}), testCreature(-1, null, { health: 0, maxHealth: 9 })], 7)).toBeNull();
  });
});

describe('chooseEnemyMove', () => {
  it('picks a living monster that can act and a living player creature', () => {
    const cs = [
      testCreature(1, 7, { health: 0, maxHealth: 50 }),
      testCreature(2, 7, { health: 40 }),
      testCreature(3, 7, { health: 60 }),
      testCreature(-1, null, { attack: 99 }, [{ type: EffectType.frozen, movesRemain: 1 }]),
      testCreature(-2, null, { attack: 10 }),
    ];
    const rng = createRng(9);
    for (let i = 0; i < 100; i += 1) {
      const move = chooseEnemyMove(cs, rng);
      expect(move?.attackerId).toBe(-2);
      expect([2, 3]).toContain(move?.defenderId);
    }
  });

  it('mostly strikes the best target but not always', () => {
    const cs = [
      testCreature(1, 7, { health: 5, defence: 0 }),
      testCreature(2, 7, { health: 500, defence: 0 }),
      testCreature(-1, null, { attack: 10 }),
    ];
    const rng = createRng(21);
    const picks = Array.from({ length: 400 }, () => chooseEnemyMove(cs, rng)?.defenderId);
    const onWeak = picks.filter((p) => p === 1).length;
    expect(onWeak).toBeGreaterThan(300);
    expect(onWeak).toBeLessThan(400);
  });

  it('is null when no monster can act', () => {
    expect(chooseEnemyMove([testCreature(1, 7, {}), testCreature(-1, null, { health: 0, maxHealth: 5 })], createRng(1))).toBeNull();
  });
});

describe('battleOutcome', () => {
  const alive = (id: number, p: number | null) => testCreature(id, p, { health: 5 });
  const dead = (id: number, p: number | null) => testCreature(id, p, { health: 0, maxHealth: 5 });
  it('WIN when no monster lives, LOSS when no own creature lives, else NONE', () => {
    expect(battleOutcome([alive(1, 7), dead(-1, null)], 7)).toBe(BattleOutcome.WIN);
    expect(battleOutcome([dead(1, 7), alive(-1, null)], 7)).toBe(BattleOutcome.LOSS);
    expect(battleOutcome([alive(1, 7), dead(2, 7), alive(-1, null)], 7)).toBe(BattleOutcome.NONE);
  });
});

describe('battleReward', () => {
  it('pays more for more and stronger monsters and higher stairs', () => {
    const mob = (level: number) => ({ ...testCreature(-1, null, {}), level });
    const one = battleReward([mob(1)], 1);
    expect(one.gold).toBeGreaterThan(0);
    expect(one.experience).toBeGreaterThan(0);
    const two = battleReward([mob(1), mob(1)], 1);
    expect(two.gold).toBeGreaterThan(one.gold);
    expect(two.experience).toBe(2 * one.experience);
    expect(battleReward([mob(5)], 1).experience).toBeGreaterThan(one.experience);
    expect(battleReward([mob(1)], 9).gold).toBeGreaterThan(one.gold);
  });
});

describe('applyConsumable', () => {
  const hurt = testCreature(1, 7, { health: 20, maxHealth: 100 });
  const mob = testCreature(-1, null, { health: 50, defence: 1000 });

  it('a potion heals an own creature up to full health', () => {
    const r = applyConsumable([hurt, mob], { id: 5, kind: 'potion', power: 30 }, 1);
    expect(r.hit).toBeNull();
    expect(healthOf(byId(r.creatures, 1))).toBe(50);
    const big = applyConsumable([hurt, mob], { id: 5, kind: 'potion', power: 300 }, 1);
    expect(healthOf(byId(big.creatures, 1))).toBe(100);
    expect(healthOf(hurt)).toBe(20);
  });

  it('a scroll hurts an enemy ignoring defence', () => {
    const r = applyConsumable([hurt, mob], { id: 6, kind: 'scroll', power: 30 }, -1);
    expect(r.hit).toEqual({ attackerId: SCROLL_ATTACKER_ID, defenderId: -1, damage: 30, poison: 0, killed: false, saved: false });
    expect(healthOf(byId(r.creatures, -1))).toBe(20);
    expect(applyConsumable(r.creatures, { id: 7, kind: 'scroll', power: 30 }, -1).hit?.killed).toBe(true);
  });

  it('refuses the wrong side and the dead', () => {
    const corpse = testCreature(2, 7, { health: 0, maxHealth: 10 });
    const cs = [hurt, mob, corpse];
    expect(codeOf(() => applyConsumable(cs, { id: 1, kind: 'potion', power: 10 }, -1))).toBe(ErrorCode.FORBIDDEN);
    expect(codeOf(() => applyConsumable(cs, { id: 1, kind: 'scroll', power: 10 }, 1))).toBe(ErrorCode.FORBIDDEN);
    expect(codeOf(() => applyConsumable(cs, { id: 1, kind: 'potion', power: 10 }, 2))).toBe(ErrorCode.TARGET_DEAD);
    expect(codeOf(() => applyConsumable(cs, { id: 1, kind: 'potion', power: 10 }, 1, 8))).toBe(ErrorCode.FORBIDDEN);
  });
});
