import { describe, expect, it } from 'vitest';
import { BattleEventKind, EffectType } from '../model/index.ts';
import { applyConsumable } from './applyConsumable.ts';
import { applyHit } from './applyHit.ts';
import { poisonTickDamage } from './battleFormulas.ts';
import { BattleSide } from './battleSide.ts';
import { tickEffects } from './endTurn.ts';
import { createRng } from './rng.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const pick = <T extends object>(o: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

describe('battle events', () => {
  it('tell what a killing blow really took, not its nominal damage', () => {
    const { hit, events } = applyHit(
      [testCreature(1, 7, { attack: 80 }), testCreature(-1, null, { health: 5, maxHealth: 40, defence: 0 })],
      1,
      -1,
      createRng(1),
    );
    expect(hit.damage).toBeGreaterThan(5);
    expect(events).toEqual([
      expect.objectContaining({ kind: BattleEventKind.blow, creatureId: -1, sourceId: 1, change: -5, health: 0, killed: true }),
    ]);
  });

  it('tell an immortal saved at 1 health and a poison taking hold', () => {
    const { events } = applyHit(
      [testCreature(1, 7, { attack: 80, poison: 3 }), testCreature(-1, null, { health: 30, immortality: 1 })],
      1,
      -1,
      createRng(1),
    );
    expect(events.map((e) => pick(e, ['kind', 'change', 'saved', 'effect', 'moves']))).toEqual([
      { kind: BattleEventKind.blow, change: -29, saved: true, effect: null, moves: 0 },
      { kind: BattleEventKind.poisoned, change: 0, saved: false, effect: EffectType.poisoned, moves: 3 },
    ]);
  });

  it('tell each poison tick, a tick that kills, and effects wearing off', () => {
    const poisoned = testCreature(1, 7, { health: 50, maxHealth: 100 }, [{ type: EffectType.poisoned, movesRemain: 1 }]);
    const dying = testCreature(2, 7, { health: 2, maxHealth: 100 }, [{ type: EffectType.poisoned, movesRemain: 3 }]);
    const frozen = testCreature(3, 7, { health: 10 }, [{ type: EffectType.frozen, movesRemain: 1 }]);
    const enemy = testCreature(-1, null, {}, [{ type: EffectType.poisoned, movesRemain: 2 }]);
    const { events } = tickEffects([poisoned, dying, frozen, enemy], BattleSide.player);
    const tick = poisonTickDamage(poisoned);
    expect(events.map((e) => pick(e, ['kind', 'creatureId', 'change', 'killed', 'effect']))).toEqual([
      { kind: BattleEventKind.poisonTick, creatureId: 1, change: -tick, killed: false, effect: null },
      { kind: BattleEventKind.effectEnded, creatureId: 1, change: 0, killed: false, effect: EffectType.poisoned },
      { kind: BattleEventKind.poisonTick, creatureId: 2, change: -2, killed: true, effect: null },
      { kind: BattleEventKind.effectEnded, creatureId: 3, change: 0, killed: false, effect: EffectType.frozen },
    ]);
  });

  it('tell what a potion really healed and what a scroll took', () => {
    const hurt = testCreature(1, 7, { health: 90, maxHealth: 100 });
    const mob = testCreature(-1, null, { health: 12 });
    const potion = applyConsumable([hurt, mob], { id: 5, kind: 'potion', power: 40 }, 1);
    expect(potion.events).toEqual([expect.objectContaining({ kind: BattleEventKind.potion, creatureId: 1, change: 10, health: 100 })]);
    const scroll = applyConsumable([hurt, mob], { id: 6, kind: 'scroll', power: 30 }, -1);
    expect(scroll.events).toEqual([
      expect.objectContaining({ kind: BattleEventKind.scroll, creatureId: -1, sourceId: null, change: -12, killed: true }),
    ]);
  });
});
