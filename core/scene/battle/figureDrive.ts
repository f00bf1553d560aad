import { Action, FIGURE_TIMING } from '../../content/figures/index.ts';
import { BattleEventKind } from '../../model/index.ts';
import { HIT_TIMING, phase, type HitAnimation } from './hitAnimation.ts';

/** The one-shot motion a creature's figure plays at `t` for the answer being animated, or null (the latest wins). */
export function battleAction(anim: HitAnimation, creatureId: number, t: number): { kind: Action; p: number } | null {
  let best: { kind: Action; p: number; start: number } | null = null;
  const offer = (kind: Action, start: number, length: number) => {
    const p = phase(t, start, length);
    if (p !== null && (best === null || start >= best.start)) best = { kind, p, start };
  };
  for (const hit of anim.hits) {
    if (hit.attackerId === creatureId) offer(Action.attack, hit.start, FIGURE_TIMING.attack);
    if (hit.defenderId === creatureId) {
      const struck = hit.start + HIT_TIMING.lunge * 0.6;
      offer(hit.missed ? Action.dodge : Action.hit, struck, hit.missed ? FIGURE_TIMING.dodge : FIGURE_TIMING.hit);
    }
  }
  for (const n of anim.numbers) {
    if (n.kind === BattleEventKind.reflected && n.sourceId === creatureId) offer(Action.reflect, n.start, FIGURE_TIMING.reflect);
    if (n.creatureId !== creatureId || n.kind === BattleEventKind.blow) continue;
    if (n.kind === BattleEventKind.reflected) offer(Action.hit, n.start, FIGURE_TIMING.hit);
    else if (n.kind === BattleEventKind.poisonTick) offer(Action.poison, n.start, FIGURE_TIMING.poison);
    else if (n.change > 0) offer(Action.heal, n.start, FIGURE_TIMING.heal);
    else if (n.change < 0) offer(Action.hit, n.start, FIGURE_TIMING.hit);
  }
  const found = best as { kind: Action; p: number } | null;
  return found ? { kind: found.kind, p: found.p } : null;
}
