import { BattleType, type Battle } from '../../model/index.ts';
import { themeOf, type RoadThemeId } from '../road/roadTheme.ts';
import type { BackdropId } from './worldLooks.ts';

/**
 * The backdrop of a battle: the arena's for an arena fight, the keep's for a raid or clan boss (MULTI), otherwise
 * the world of the stair the fight is on (the kind of place a road battle happens in), snow inside the snow world.
 */
export function backdropOf(battle: Pick<Battle, 'type'> | null, stair: number, world: RoadThemeId | null): BackdropId {
  if (battle?.type === BattleType.ARENA) return 'arena';
  if (battle?.type === BattleType.MULTI) return 'keep';
  return world ?? themeOf(stair);
}
