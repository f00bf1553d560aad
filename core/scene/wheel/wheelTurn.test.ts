import { describe, expect, it } from 'vitest';
import { easeOut, landingAngle, spinTarget } from './wheelTurn.ts';

const TAU = Math.PI * 2;
const norm = (a: number) => ((a % TAU) + TAU) % TAU;

describe('wheel turn', () => {
  it('ends clockwise at least five turns on, with the chosen sector under the pointer', () => {
    for (const from of [0, 1.3, -40]) {
      for (let index = 0; index < 8; index++) {
        const to = spinTarget(from, index, 8);
        expect(from - to).toBeGreaterThanOrEqual(5 * TAU);
        expect(from - to).toBeLessThan(6 * TAU);
        expect(norm(to)).toBeCloseTo(norm(landingAngle(index, 8)), 9);
      }
    }
  });

  it('keeps a nudged stop inside the sector', () => {
    const to = spinTarget(0, 3, 8, 5, 0.4);
    const offset = norm(to) - landingAngle(3, 8);
    expect(Math.abs(offset)).toBeLessThan(TAU / 16);
  });

  it('eases out from 0 to 1 and stays there', () => {
    expect([easeOut(0), easeOut(1), easeOut(2)]).toEqual([0, 1, 1]);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
