import { describe, expect, it } from 'vitest';
import { loadingPercent } from './loadingProgress.ts';

describe('loadingPercent (technical §4)', () => {
  it('is 10 plus 90% of the real progress', () => {
    expect(loadingPercent(0)).toBe(10);
    expect(loadingPercent(0.5)).toBe(55);
    expect(loadingPercent(1)).toBe(100);
    expect(loadingPercent(0.333)).toBe(40);
  });
  it('clamps out-of-range input', () => {
    expect(loadingPercent(-1)).toBe(10);
    expect(loadingPercent(3)).toBe(100);
    expect(loadingPercent(Number.NaN)).toBe(10);
  });
});
