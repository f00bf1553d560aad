import { describe, expect, it } from 'vitest';
import { creatureStage, GIFT_SPACING, openWorld, type WorldRect } from './creatureStage.ts';

// A phone (390×844 CSS px shows 600 world units across) with the HUD over its lower half, and a 1280×800 window
// (1152×720 units) with the HUD docked on the right.
const phone = openWorld({ width: 600, height: 1298 }, { width: 390, height: 844 }, { top: 60, bottom: 400, right: 0 });
const wide = openWorld({ width: 1152, height: 720 }, { width: 1280, height: 800 }, { top: 50, bottom: 0, right: 380 });

const inside = (area: WorldRect, x: number, y: number, half: number) =>
  x - half >= area.left - 1e-6 && x + half <= area.right + 1e-6 && y - half >= area.bottom - 1e-6 && y + half <= area.top + 1e-6;

describe('openWorld', () => {
  it('takes the HUD insets off the visible world, converted from CSS pixels to world units', () => {
    expect(wide.right).toBeCloseTo(576 - 380 * 0.9);
    expect(wide.top).toBeCloseTo(360 - 50 * 0.9);
    expect(wide.bottom).toBeCloseTo(-360);
  });

  it('keeps at least half the frame for the hero, however tall the HUD grows', () => {
    const area = openWorld({ width: 600, height: 1298 }, { width: 390, height: 844 }, { top: 400, bottom: 800, right: 0 });
    expect(area.top - area.bottom).toBeGreaterThanOrEqual(1298 * 0.25 - 1e-6);
  });
});

describe('creatureStage', () => {
  for (const [name, area] of [['phone', phone], ['wide window', wide]] as const) {
    for (const count of [1, 3, 6, 12]) {
      it(`keeps every one of ${count} gifts whole inside the open world on a ${name}`, () => {
        const stage = creatureStage(area, count);
        expect(stage.gifts).toHaveLength(count);
        // A gift is its badge and the rank and timer pills over its edges: 0.6 of a badge each way.
        for (const g of stage.gifts) expect(inside(area, g.x, g.y, stage.giftSize * 0.6)).toBe(true);
      });

      it(`never lets ${count} gifts overlap each other or the hero on a ${name}`, () => {
        const stage = creatureStage(area, count);
        const heroHalf = stage.heroSize / 2;
        for (const [i, a] of stage.gifts.entries()) {
          // Outside the hero's square, by at least a badge's half.
          const clear = Math.abs(a.x - stage.centreX) >= heroHalf || Math.abs(a.y - stage.centreY) >= heroHalf;
          expect(clear).toBe(true);
          for (const b of stage.gifts.slice(i + 1)) {
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(stage.giftSize * GIFT_SPACING - 1e-6);
          }
        }
      });
    }
  }

  it('puts the first gift at the top and goes on clockwise, in study order', () => {
    const stage = creatureStage(phone, 4);
    const [top, right, bottom, left] = stage.gifts as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
    expect(top.x).toBeCloseTo(stage.centreX);
    expect(top.y).toBeGreaterThan(stage.centreY);
    expect(right.x).toBeGreaterThan(stage.centreX);
    expect(bottom.y).toBeLessThan(stage.centreY);
    expect(left.x).toBeLessThan(stage.centreX);
  });

  it('stands the hero in the middle of the open world, left of a HUD docked on the right', () => {
    const stage = creatureStage(wide, 3);
    expect(stage.centreX).toBeCloseTo((wide.left + wide.right) / 2);
    expect(stage.centreX).toBeLessThan(0);
  });

  it('gives the hero more room than a gift', () => {
    for (const area of [phone, wide]) {
      const stage = creatureStage(area, 12);
      expect(stage.heroSize).toBeGreaterThan(stage.giftSize * 1.5);
    }
  });
});
