import { describe, expect, it } from 'vitest';
import { gainExperience, maxExpForLevel } from './experience.ts';

describe('experience', () => {
  it('needs more experience at each level', () => {
    expect(maxExpForLevel(1)).toBe(100);
    expect(maxExpForLevel(2)).toBe(300);
    for (let l = 1; l < 50; l += 1) expect(maxExpForLevel(l + 1)).toBeGreaterThan(maxExpForLevel(l));
  });

  it('adds a gain below maxExp', () => {
    expect(gainExperience({ level: 1, currentExp: 10 }, 25)).toEqual({ level: 1, currentExp: 35, maxExp: 100 });
  });

  it('reaching maxExp levels up with currentExp 0', () => {
    expect(gainExperience({ level: 1, currentExp: 90 }, 10)).toEqual({ level: 2, currentExp: 0, maxExp: 300 });
  });

  it('caps a gain at maxExp: a huge gain raises one level only (technical §4 Other)', () => {
    expect(gainExperience({ level: 1, currentExp: 0 }, 1_000_000)).toEqual({ level: 2, currentExp: 0, maxExp: 300 });
  });

  it('ignores negative gains', () => {
    expect(gainExperience({ level: 3, currentExp: 50 }, -20)).toEqual({ level: 3, currentExp: 50, maxExp: 600 });
  });
});
