import { describe, expect, it } from 'vitest';
import { STAIR_HEIGHT } from '../model/index.ts';
import { isNearPlace, lairPosY, maxCoordinateFor, stairOf, stairStart } from './road.ts';

describe('road geometry', () => {
  it('maps coordinates to 1-based stairs', () => {
    expect(stairOf(0)).toBe(1);
    expect(stairOf(STAIR_HEIGHT - 1)).toBe(1);
    expect(stairOf(STAIR_HEIGHT)).toBe(2);
    expect(stairOf(stairStart(37) + 5)).toBe(37);
    expect(stairStart(1)).toBe(0);
  });

  it('puts each lair inside its stair, near the top', () => {
    for (const s of [1, 2, 10, 500]) {
      expect(stairOf(lairPosY(s))).toBe(s);
      expect(lairPosY(s)).toBeGreaterThan(stairStart(s) + STAIR_HEIGHT / 2);
    }
  });

  it('stops the player below the first unbeaten lair', () => {
    expect(maxCoordinateFor(0)).toBeLessThan(lairPosY(1));
    expect(maxCoordinateFor(0)).toBeGreaterThan(stairStart(1));
    expect(maxCoordinateFor(3)).toBeGreaterThan(lairPosY(3));
    expect(maxCoordinateFor(3)).toBeLessThan(lairPosY(4));
  });

  it('the lair ahead is within reach from where the player stops', () => {
    expect(isNearPlace(maxCoordinateFor(4), lairPosY(5))).toBe(true);
    expect(isNearPlace(100, 220)).toBe(true);
    expect(isNearPlace(100, 221)).toBe(false);
    expect(isNearPlace(300, 179)).toBe(false);
  });
});
