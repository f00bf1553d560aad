import { describe, expect, it } from 'vitest';
import { BattleEventKind, SkillType } from '../model/index.ts';
import type { BattleCreature } from '../model/index.ts';
import { applyConsumable, applyHit, battleRound, SCROLL_ATTACKER_ID, tickEffects } from './battle.ts';
import { BattleSide } from './battleSide.ts';
import { getSkill, healthOf } from './creatureState.ts';
import { createRng } from './rng.ts';
import { testCreature } from '../../test/support/testCreature.ts';
import { withClanShield } from './withClanShield.ts';

const byId = (cs: readonly BattleCreature[], id: number): BattleCreature => {
  const c = cs.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
};

const shielded = (c: BattleCreature, reflectPct: number): BattleCreature => ({ ...c, reflectPct });

describe('the clan shield reflecting a blow', () => {
  it('sends the shield percent of the health really lost back to the striker, rounded down', () => {
    const monster = testCreature(-1, null, { attack: 100, health: 500 });
    const hero = shielded(testCreature(1, 7, { defence: 0, health: 1000 }), 15);
    const { creatures, events } = applyHit([hero, monster], -1, 1, createRng(3));
    const blow = events[0]!;
    const lost = -blow.change;
    expect(lost).toBeGreaterThanOrEqual(90);
    const back = Math.floor((lost * 15) / 100);
    expect(events[1]).toEqual({
      kind: BattleEventKind.reflected, creatureId: -1, sourceId: 1, change: -back, health: 500 - back,
      killed: false, saved: false, effect: null, moves: 0,
    });
    expect(healthOf(byId(creatures, -1))).toBe(500 - back);
    expect(healthOf(byId(creatures, 1))).toBe(1000 - lost);
  });

  it('reflects only what the struck creature really lost, also from a killing blow', () => {
    const monster = testCreature(-1, null, { attack: 100, health: 500 });
    const hero = shielded(testCreature(1, 7, { defence: 0, health: 40 }), 15);
    const { events } = applyHit([hero, monster], -1, 1, createRng(3));
    expect(events.map((e) => [e.kind, e.change, e.killed])).toEqual([
      [BattleEventKind.blow, -40, true],
      [BattleEventKind.reflected, -6, false],
    ]);
  });

  it('sends nothing back when the share rounds down to zero, without a shield, or from an old stored battle', () => {
    const weak = testCreature(-1, null, { attack: 5, health: 500 });
    const small = applyHit([shielded(testCreature(1, 7, { defence: 0, health: 100 }), 3), weak], -1, 1, createRng(1));
    expect(small.events.map((e) => e.kind)).toEqual([BattleEventKind.blow]);
    const strong = testCreature(-1, null, { attack: 100, health: 500 });
    const none = applyHit([shielded(testCreature(1, 7, { defence: 0, health: 1000 }), 0), strong], -1, 1, createRng(1));
    const old = applyHit([testCreature(1, 7, { defence: 0, health: 1000 }), strong], -1, 1, createRng(1));
    expect(none.events.map((e) => e.kind)).toEqual([BattleEventKind.blow]);
    expect(old.events).toEqual(none.events);
    expect(healthOf(byId(old.creatures, -1))).toBe(500);
  });

  it('can kill the striker, and immortality saves it as from any blow', () => {
    const hero = shielded(testCreature(1, 7, { defence: 0, health: 1000 }), 15);
    const dying = applyHit([hero, testCreature(-1, null, { attack: 100, health: 3 })], -1, 1, createRng(2));
    expect(dying.events[1]).toMatchObject({ kind: BattleEventKind.reflected, creatureId: -1, change: -3, health: 0, killed: true });
    expect(byId(dying.creatures, -1).effects).toEqual([]);
    const immortal = testCreature(-1, null, { attack: 100, health: 3, immortality: 1 });
    const saved = applyHit([hero, immortal], -1, 1, createRng(2));
    expect(saved.events[1]).toMatchObject({ kind: BattleEventKind.reflected, health: 1, killed: false, saved: true });
    expect(getSkill(byId(saved.creatures, -1), SkillType.immortality)?.valueCurrent).toBe(0);
  });

  it('is not reflected back by a shielded striker, and the blow still poisons', () => {
    const hero = shielded(testCreature(1, 7, { defence: 0, health: 1000 }), 15);
    const monster = shielded(testCreature(-1, null, { attack: 100, health: 500, poison: 2 }), 15);
    const { events } = applyHit([hero, monster], -1, 1, createRng(4));
    expect(events.map((e) => [e.kind, e.creatureId])).toEqual([
      [BattleEventKind.blow, 1],
      [BattleEventKind.reflected, -1],
      [BattleEventKind.poisoned, 1],
    ]);
  });

  it('leaves poison ticks and scrolls unreflected', () => {
    const poisoned = shielded(testCreature(1, 7, { health: 100, maxHealth: 1000 }, [{ type: 'poisoned', movesRemain: 2 }]), 15);
    const ticked = tickEffects([poisoned, testCreature(-1, null, { health: 50 })], BattleSide.player);
    expect(ticked.events.map((e) => e.kind)).not.toContain(BattleEventKind.reflected);
    const monster = shielded(testCreature(-1, null, { health: 500 }), 15);
    const burnt = applyConsumable([testCreature(1, 7, {}), monster], { id: 6, kind: 'scroll', power: 30 }, -1);
    expect(burnt.events.map((e) => [e.kind, e.sourceId])).toEqual([[BattleEventKind.scroll, null]]);
    expect(burnt.hit?.attackerId).toBe(SCROLL_ATTACKER_ID);
    expect(healthOf(byId(burnt.creatures, 1))).toBe(50);
  });

  it('plays a round the same way twice from the same seed (the percent lives on the stored creature)', () => {
    const start = [
      withClanShield(testCreature(1, 7, { attack: 30, health: 300 }), 5),
      testCreature(-1, null, { attack: 60, health: 400 }),
    ];
    const once = battleRound(start, 7, { attackerId: 1, defenderId: -1 }, createRng(9));
    const twice = battleRound(start, 7, { attackerId: 1, defenderId: -1 }, createRng(9));
    expect(twice).toEqual(once);
    expect(once.events.map((e) => e.kind)).toContain(BattleEventKind.reflected);
  });
});

describe('withClanShield', () => {
  it('carries the level percent, and nothing at level 0', () => {
    const hero = testCreature(1, 7, {});
    expect(withClanShield(hero, 1).reflectPct).toBe(3);
    expect(withClanShield(hero, 5).reflectPct).toBe(15);
    expect(withClanShield(hero, 0)).toBe(hero);
    expect('reflectPct' in withClanShield(hero, 0)).toBe(false);
  });
});
