import { BattleEventKind, EffectType } from '../model/index.ts';
import type { BattleCreature, BattleEvent } from '../model/index.ts';
import { poisonTickDamage } from './battleFormulas.ts';
import { battleEvent } from './battleEvent.ts';
import { sideOf } from './battleSide.ts';
import type { BattleSide } from './battleSide.ts';
import { healthOf, isAlive } from './creatureState.ts';
import { withHealth } from './updateCreature.ts';

/**
 * Ticks the effects of `side`'s creatures once that side has moved: poison deals its tick (it can kill;
 * immortality guards against blows only), every effect loses a move, spent effects drop. `events` tell each tick
 * and each effect that wore off, in creature order, for the battle log.
 */
export const tickEffects = (
  creatures: readonly BattleCreature[],
  side: BattleSide,
): { creatures: BattleCreature[]; events: BattleEvent[] } => {
  const events: BattleEvent[] = [];
  const next = creatures.map((c) => {
    if (sideOf(c) !== side || c.effects.length === 0) return c;
    if (!isAlive(c)) return { ...c, effects: [] };
    const poisoned = c.effects.some((e) => e.type === EffectType.poisoned && e.movesRemain > 0);
    const ticked = poisoned ? withHealth(c, healthOf(c) - poisonTickDamage(c)) : c;
    if (poisoned) events.push(battleEvent(BattleEventKind.poisonTick, c, ticked, { killed: !isAlive(ticked) }));
    if (!isAlive(ticked)) return { ...ticked, effects: [] };
    const effects = ticked.effects
      .map((e) => ({ ...e, movesRemain: e.movesRemain - 1 }))
      .filter((e) => e.movesRemain > 0);
    const after = { ...ticked, effects };
    for (const e of ticked.effects) {
      if (e.movesRemain > 0 && !effects.some((left) => left.type === e.type)) {
        events.push(battleEvent(BattleEventKind.effectEnded, ticked, after, { effect: e.type }));
      }
    }
    return after;
  });
  return { creatures: next, events };
};

/** `tickEffects` without the events. */
export const endTurn = (creatures: readonly BattleCreature[], side: BattleSide): BattleCreature[] =>
  tickEffects(creatures, side).creatures;
