import { describe, expect, it } from 'vitest';
import { placeToast, type PageRect } from './toastPlacement.ts';

const frame: PageRect = { left: 0, top: 0, right: 390, bottom: 844 };
const toast = { width: 360, height: 60 };
const boxOf = (top: number): PageRect => ({ left: 15, right: 375, top, bottom: top + 60 });
const overlaps = (a: PageRect, b: PageRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('placeToast', () => {
  it('keeps a toast at its usual place near the bottom when nothing is there', () => {
    expect(placeToast(frame, toast, [{ left: 10, right: 80, top: 10, bottom: 40 }])).toBe(844 - 16 - 60);
  });

  // Issue 10: the victory toast covered the HUD buttons.
  it('moves a toast above the buttons of a HUD panel at the bottom, clear of every one', () => {
    const buttons: PageRect[] = [
      { left: 16, right: 120, top: 790, bottom: 826 },
      { left: 130, right: 220, top: 790, bottom: 826 },
      { left: 16, right: 374, top: 560, bottom: 610 },
      { left: 16, right: 190, top: 620, bottom: 680 },
      { left: 200, right: 374, top: 700, bottom: 760 },
    ];
    const top = placeToast(frame, toast, buttons);
    expect(buttons.some((b) => overlaps(boxOf(top), b))).toBe(false);
    expect(top).toBeLessThan(560);
    expect(top).toBeGreaterThan(560 - 60 - 8);
  });

  it('falls back to its usual place when buttons fill the whole frame', () => {
    expect(placeToast(frame, toast, [{ left: 0, right: 390, top: 0, bottom: 844 }])).toBe(844 - 16 - 60);
  });
});
