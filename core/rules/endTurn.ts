import { EffectType } from '../model/index.ts';
import type { BattleCreature } from '../model/index.ts';
import { poisonTickDamage } from './battleFormulas.ts';
import { sideOf } from './battleSide.ts';
import type { BattleSide } from './battleSide.ts';
import { healthOf, isAlive } from './creatureState.ts';
import { withHealth } from './updateCreature.ts';

/**
 * Ticks the effects of `side`'s creatures once that side has moved: poison deals its tick (it can kill;
 * immortality guards against blows only), every effect loses a move, spent effects drop.
 */
export const endTurn = (creatures: readonly BattleCreature[], side: BattleSide): BattleCreature[] =>
  creatures.map((c) => {
    if (sideOf(c) !== side || c.effects.length === 0) return c;
    if (!isAlive(c)) return { ...c, effects: [] };
    const poisoned = c.effects.some((e) => e.type === EffectType.poisoned && e.movesRemain > 0);
    const ticked = poisoned ? withHealth(c, healthOf(c) - poisonTickDamage(c)) : c;
    if (!isAlive(ticked)) return { ...ticked, effects: [] };
    const effects = ticked.effects
      .map((e) => ({ ...e, movesRemain: e.movesRemain - 1 }))
      .filter((e) => e.movesRemain > 0);
    return { ...ticked, effects };
  });
