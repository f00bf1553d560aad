import { describe, expect, it } from 'vitest';
import { Quality } from '../model/index.ts';
import { autoQuality, isDesktopMode, qualityWidth, resolveQuality } from './quality.ts';

describe('quality (technical §9)', () => {
  it('picks from memory with strict thresholds', () => {
    expect(autoQuality(1101)).toBe(Quality.HIGH);
    expect(autoQuality(1100)).toBe(Quality.STANDARD);
    expect(autoQuality(601)).toBe(Quality.STANDARD);
    expect(autoQuality(600)).toBe(Quality.LOW);
    expect(autoQuality(451)).toBe(Quality.LOW);
    expect(autoQuality(450)).toBe(Quality.LOWEST);
    expect(autoQuality(undefined)).toBe(Quality.STANDARD);
  });
  it('maps qualities to widths', () => {
    expect([Quality.LOWEST, Quality.LOW, Quality.STANDARD, Quality.AUTO, Quality.HIGH].map(qualityWidth)).toEqual([
      450, 500, 600, 600, 768,
    ]);
  });
  it('resolves AUTO only', () => {
    expect(resolveQuality(Quality.AUTO, 2000)).toBe(Quality.HIGH);
    expect(resolveQuality(Quality.LOW, 2000)).toBe(Quality.LOW);
    // A software renderer draws AUTO at the lowest width, whatever the memory; a chosen quality stays.
    expect(resolveQuality(Quality.AUTO, 8192, true)).toBe(Quality.LOWEST);
    expect(resolveQuality(Quality.HIGH, 8192, true)).toBe(Quality.HIGH);
    expect(autoQuality(undefined, true)).toBe(Quality.LOWEST);
  });
  it('desktop mode when height is under 1.4 × width (technical §5)', () => {
    expect(isDesktopMode(1000, 800)).toBe(true);
    expect(isDesktopMode(1000, 1399)).toBe(true);
    expect(isDesktopMode(1000, 1400)).toBe(false);
    expect(isDesktopMode(400, 800)).toBe(false);
  });
});
