import { describe, expect, it } from 'vitest';
import { isNewYearSeason } from './isNewYearSeason.ts';
import { referralCode } from './referralCode.ts';

describe('isNewYearSeason', () => {
  it('is true from December 20 to January 14', () => {
    expect(isNewYearSeason(new Date(2025, 11, 19))).toBe(false);
    expect(isNewYearSeason(new Date(2025, 11, 20))).toBe(true);
    expect(isNewYearSeason(new Date(2026, 0, 14))).toBe(true);
    expect(isNewYearSeason(new Date(2026, 0, 15))).toBe(false);
    expect(isNewYearSeason(new Date(2026, 6, 1))).toBe(false);
  });
});

describe('referralCode (technical §5)', () => {
  it('reads ref only where referrals are enabled', () => {
    expect(referralCode('?ref=abc', true)).toBe('abc');
    expect(referralCode('?ref=abc', false)).toBeUndefined();
    expect(referralCode('?ref=%20', true)).toBeUndefined();
    expect(referralCode('', true)).toBeUndefined();
  });
});
