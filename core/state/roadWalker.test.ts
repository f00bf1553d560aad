import { describe, expect, it } from 'vitest';
import { createRoadWalker, stepWalker, walkSpeed } from './roadWalker.ts';

describe('stepWalker', () => {
  it('walks toward a clicked height at the walk speed and stops there', () => {
    const walker = createRoadWalker(100);
    walker.target = 150;
    const speed = walkSpeed('NORMAL');
    expect(speed).toBe(108);
    expect(stepWalker(walker, 0.25, speed, 0, 1000)).toBe(true);
    expect(walker.coordinate).toBeCloseTo(127);
    stepWalker(walker, 0.25, speed, 0, 1000);
    expect(walker.coordinate).toBe(150);
    expect(walker.target).toBeNull();
    expect(stepWalker(walker, 0.25, speed, 0, 1000)).toBe(false);
    expect(walker.moving).toBe(false);
  });

  it('goes twice as fast in FAST mode and stays within the allowed span', () => {
    expect(walkSpeed('FAST')).toBe(2 * walkSpeed('NORMAL'));
    const walker = createRoadWalker(100);
    walker.direction = 1;
    stepWalker(walker, 1, walkSpeed('FAST'), 0, 200);
    expect(walker.coordinate).toBe(200);
    walker.direction = -1;
    stepWalker(walker, 10, walkSpeed('FAST'), 40, 200);
    expect(walker.coordinate).toBe(40);
  });

  it('clamps a target beyond the span to the span', () => {
    const walker = createRoadWalker(10);
    walker.target = 5000;
    for (let i = 0; i < 100; i += 1) stepWalker(walker, 0.1, 108, 0, 120);
    expect(walker.coordinate).toBe(120);
    expect(walker.target).toBeNull();
  });
});
