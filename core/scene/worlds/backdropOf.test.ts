import { describe, expect, it } from 'vitest';
import { BattleType } from '../../model/index.ts';
import { backdropOf } from './backdropOf.ts';
import { WORLD_LOOKS } from './worldLooks.ts';
import { ROAD_THEMES } from '../road/roadTheme.ts';

describe('backdropOf', () => {
  it('puts a road battle in the world of its stair, and the snow world in snow', () => {
    expect(backdropOf({ type: BattleType.MOB }, 3, null)).toBe('meadow');
    expect(backdropOf({ type: BattleType.MOB }, 45, null)).toBe('mountains');
    expect(backdropOf({ type: BattleType.MOB }, 150, null)).toBe('underworld');
    expect(backdropOf({ type: BattleType.MOB }, 45, 'snow')).toBe('snow');
  });

  it('gives the arena and the raids their own places', () => {
    expect(backdropOf({ type: BattleType.ARENA }, 45, null)).toBe('arena');
    expect(backdropOf({ type: BattleType.MULTI }, 45, 'snow')).toBe('keep');
  });

  it('has a side view for every road world', () => {
    for (const id of Object.keys(ROAD_THEMES)) expect(WORLD_LOOKS).toHaveProperty(id);
  });
});
