import { describe, expect, it } from 'vitest';
import { Action, FIGURE_TIMING } from '../../content/figures/index.ts';
import { BattleEventKind, type BattleEvent } from '../../model/index.ts';
import { battleAction } from './figureDrive.ts';
import { createHitAnimation, HIT_TIMING, scheduleEvents } from './hitAnimation.ts';

const event = (kind: BattleEventKind, creatureId: number, change: number, sourceId: number | null = null): BattleEvent => ({
  kind, creatureId, sourceId, change, health: 10, killed: false, saved: false, effect: null, moves: 0,
});

describe('battleAction', () => {
  it('has the striker attack and the struck reel as the blow lands, then both rest', () => {
    const anim = createHitAnimation();
    scheduleEvents(anim, [event(BattleEventKind.blow, -5, -8, 1)], 0);
    expect(battleAction(anim, 1, 0.05)?.kind).toBe(Action.attack);
    expect(battleAction(anim, -5, 0.05)).toBeNull();
    expect(battleAction(anim, -5, HIT_TIMING.lunge * 0.6 + 0.1)?.kind).toBe(Action.hit);
    expect(battleAction(anim, 1, FIGURE_TIMING.attack + 0.01)).toBeNull();
  });

  it('dodges a blow that took nothing, and plays poison, heal and the shield’s reflection', () => {
    const anim = createHitAnimation();
    scheduleEvents(
      anim,
      [event(BattleEventKind.blow, 2, 0, -5), event(BattleEventKind.poisonTick, 3, -2), event(BattleEventKind.potion, 4, 9), event(BattleEventKind.reflected, -5, -3, 2)],
      0,
    );
    const at = (id: number) => anim.numbers.find((n) => n.creatureId === id)!.start + 0.05;
    expect(battleAction(anim, 2, HIT_TIMING.lunge * 0.6 + 0.05)?.kind).toBe(Action.dodge);
    expect(battleAction(anim, 3, at(3))?.kind).toBe(Action.poison);
    expect(battleAction(anim, 4, at(4))?.kind).toBe(Action.heal);
    const reflection = anim.numbers.find((n) => n.kind === BattleEventKind.reflected)!.start + 0.05;
    expect(battleAction(anim, 2, reflection)?.kind).toBe(Action.reflect);
    expect(battleAction(anim, -5, reflection)?.kind).toBe(Action.hit);
  });
});
