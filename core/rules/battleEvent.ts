import type { BattleCreature, BattleEvent, BattleEventKind, EffectType } from '../model/index.ts';
import { healthOf } from './creatureState.ts';

/**
 * The event of `before` becoming `after`: its `change` is the health really lost or gained (a blow of 12 on a
 * creature with 5 health left changes it by -5), so the changes of a creature always add up to its health change.
 */
export const battleEvent = (
  kind: BattleEventKind,
  before: BattleCreature,
  after: BattleCreature,
  details: { sourceId?: number; killed?: boolean; saved?: boolean; effect?: EffectType; moves?: number } = {},
): BattleEvent => ({
  kind,
  creatureId: after.id,
  sourceId: details.sourceId ?? null,
  change: healthOf(after) - healthOf(before),
  health: healthOf(after),
  killed: details.killed ?? false,
  saved: details.saved ?? false,
  effect: details.effect ?? null,
  moves: details.moves ?? 0,
});
