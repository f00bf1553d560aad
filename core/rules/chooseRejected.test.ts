import { describe, expect, it } from 'vitest';
import { chooseRejected } from './chooseRejected.ts';

describe('chooseRejected (technical §4 Other)', () => {
  it('is true without a max-level update time, whatever the rejection', () => {
    expect(chooseRejected(null, null)).toBe(true);
    expect(chooseRejected(undefined, 5)).toBe(true);
  });
  it('is false without a rejection time', () => {
    expect(chooseRejected(100, null)).toBe(false);
  });
  it('is true only when the rejection came after the update', () => {
    expect(chooseRejected(100, 101)).toBe(true);
    expect(chooseRejected(100, 100)).toBe(false);
    expect(chooseRejected(100, 99)).toBe(false);
  });
});
