import { describe, expect, it } from 'vitest';
import { abbreviateNumber, durationParts, NUMBER_SUFFIXES } from './format.ts';

describe('abbreviateNumber (technical §9)', () => {
  it('writes numbers up to the threshold in full', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(9999)).toBe('9999');
    expect(abbreviateNumber(-42)).toBe('-42');
    expect(abbreviateNumber(1234, 999)).toBe('1.2k');
    expect(abbreviateNumber(500, 100)).toBe('500');
  });
  it('abbreviates above it with one decimal only below 100 of the unit', () => {
    expect(abbreviateNumber(10000)).toBe('10k');
    expect(abbreviateNumber(12345)).toBe('12.3k');
    expect(abbreviateNumber(99_999)).toBe('99.9k');
    expect(abbreviateNumber(123_456)).toBe('123k');
    expect(abbreviateNumber(999_999)).toBe('999k');
    expect(abbreviateNumber(1_234_567)).toBe('1.2M');
    expect(abbreviateNumber(4_100_000)).toBe('4.1M');
    expect(abbreviateNumber(2.5e9)).toBe('2.5G');
    expect(abbreviateNumber(-12345)).toBe('-12.3k');
  });
  it('uses every suffix in order and stops at the last', () => {
    NUMBER_SUFFIXES.forEach((suffix, i) => {
      expect(abbreviateNumber(3 * 1000 ** (i + 1), 999)).toBe(`3${suffix}`);
    });
    expect(abbreviateNumber(5 * 1000 ** 14)).toBe('5000A');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('durationParts (technical §9)', () => {
  it('picks seconds, minutes, hours or days', () => {
    expect(durationParts(0)).toEqual({ unit: 's', value: 0 });
    expect(durationParts(59_999)).toEqual({ unit: 's', value: 59 });
    expect(durationParts(60_000)).toEqual({ unit: 'm', value: 1 });
    expect(durationParts(3_599_999)).toEqual({ unit: 'm', value: 59 });
    expect(durationParts(3_600_000)).toEqual({ unit: 'h', value: 1 });
    expect(durationParts(3 * 86_400_000 - 1)).toEqual({ unit: 'h', value: 71 });
    expect(durationParts(3 * 86_400_000)).toEqual({ unit: 'd', value: 3 });
    expect(durationParts(10 * 86_400_000 + 5)).toEqual({ unit: 'd', value: 10 });
  });
  it('treats negative and invalid durations as zero', () => {
    expect(durationParts(-5000)).toEqual({ unit: 's', value: 0 });
    expect(durationParts(Number.NaN)).toEqual({ unit: 's', value: 0 });
  });
});
