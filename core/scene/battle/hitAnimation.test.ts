import { describe, expect, it } from 'vitest';
import { BattleEventKind, EffectType } from '../../model/index.ts';
import type { BattleEvent } from '../../model/index.ts';
import { createHitAnimation, HIT_TIMING, phase, scheduleEvents } from './hitAnimation.ts';

const event = (kind: BattleEvent['kind'], creatureId: number, change: number, sourceId: number | null = null): BattleEvent => ({
  kind,
  creatureId,
  sourceId,
  change,
  health: 10,
  killed: false,
  saved: false,
  effect: kind === BattleEventKind.poisoned ? EffectType.poisoned : null,
  moves: 0,
});

describe('scheduleEvents', () => {
  it('plays the blows of one answer one after another and gives every change of health its number', () => {
    const anim = createHitAnimation();
    scheduleEvents(
      anim,
      [
        event(BattleEventKind.blow, -5, -8, 1),
        event(BattleEventKind.poisoned, -5, 0),
        event(BattleEventKind.poisonTick, 2, -3),
        event(BattleEventKind.blow, 2, -6, -5),
      ],
      10,
    );
    expect(anim.hits).toEqual([
      { attackerId: 1, defenderId: -5, start: 10, missed: false },
      { attackerId: -5, defenderId: 2, start: 10 + HIT_TIMING.gap + HIT_TIMING.tickGap, missed: false },
    ]);
    // Issue 10: the poison tick has a number too, so the numbers add up to the bars.
    expect(anim.numbers.map((n) => [n.creatureId, n.change])).toEqual([
      [-5, -8],
      [2, -3],
      [2, -6],
    ]);
    expect(anim.numbers[1]!.start).toBe(10 + HIT_TIMING.gap);
  });

  // Issue 13: the clan shield's reflection is the striker's number after its blow lands, without a lunge of its own.
  it("shows a clan shield's reflection as a number on the striker after the blow, without a lunge", () => {
    const anim = createHitAnimation();
    scheduleEvents(anim, [event(BattleEventKind.blow, 2, -40, -5), event(BattleEventKind.reflected, -5, -6, 2)], 0);
    expect(anim.hits).toEqual([{ attackerId: -5, defenderId: 2, start: 0, missed: false }]);
    expect(anim.numbers.map((n) => [n.creatureId, n.change, n.kind, n.start])).toEqual([
      [2, -40, BattleEventKind.blow, HIT_TIMING.lunge * 0.6],
      [-5, -6, BattleEventKind.reflected, HIT_TIMING.gap],
    ]);
    // The shielded creature is named, so its figure raises its guard as the reflection lands.
    expect(anim.numbers[1]!.sourceId).toBe(2);
  });

  it('marks a blow that took no health as missed, so the defender dodges', () => {
    const anim = createHitAnimation();
    scheduleEvents(anim, [event(BattleEventKind.blow, 2, 0, -5)], 0);
    expect(anim.hits[0]!.missed).toBe(true);
  });

  it('replaces what was playing with the new answer', () => {
    const anim = createHitAnimation();
    scheduleEvents(anim, [event(BattleEventKind.blow, -5, -8, 1)], 0);
    scheduleEvents(anim, [], 3);
    expect(anim).toEqual({ hits: [], numbers: [] });
  });
});

describe('phase', () => {
  it('is the progress through a window and null outside it', () => {
    expect(phase(0.9, 1, 0.5)).toBeNull();
    expect(phase(1, 1, 0.5)).toBe(0);
    expect(phase(1.25, 1, 0.5)).toBe(0.5);
    expect(phase(1.5, 1, 0.5)).toBe(1);
    expect(phase(1.51, 1, 0.5)).toBeNull();
  });
});
