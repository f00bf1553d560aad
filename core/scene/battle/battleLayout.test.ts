import { describe, expect, it } from 'vitest';
import { SQUAD_SIZE } from '../../model/index.ts';
import { BATTLE, fieldHeightFor, rowGapFor, slotPosition, spriteSizeFor } from './battleLayout.ts';

describe('slotPosition', () => {
  it('puts the squad left and the enemy right, every slot of a side in its own place', () => {
    for (const viewHeight of [700, 1000, 1300]) {
      const own = Array.from({ length: SQUAD_SIZE }, (_, i) => slotPosition(i, true, viewHeight));
      const enemy = Array.from({ length: SQUAD_SIZE }, (_, i) => slotPosition(i, false, viewHeight));
      expect(own.every(([x]) => x < 0)).toBe(true);
      expect(enemy.every(([x]) => x > 0)).toBe(true);
      expect(new Set(own.map(([x, y]) => `${x},${y}`)).size).toBe(SQUAD_SIZE);
      // Mirror images: the enemy's slot i faces the squad's slot i.
      own.forEach(([x, y], i) => expect(enemy[i]).toEqual([-x, y]));
    }
  });

  it('keeps the field above the DOM controls and the sprites apart', () => {
    for (const viewHeight of [600, 700, 1000, 1300, 2000]) {
      const lowest = slotPosition(2, true, viewHeight)[1];
      const size = spriteSizeFor(viewHeight);
      expect(lowest - size).toBeGreaterThanOrEqual(viewHeight / 2 - fieldHeightFor(viewHeight) - 1);
      // A sprite, its bar and its numbers (about 0.9 of its size below its centre) end above the next row.
      expect(rowGapFor(viewHeight)).toBeGreaterThan(size * 0.5 + size * 0.58 + 20);
      expect(rowGapFor(viewHeight)).toBeGreaterThanOrEqual(BATTLE.minRowGap);
      expect(rowGapFor(viewHeight)).toBeLessThanOrEqual(BATTLE.maxRowGap);
    }
  });
});
