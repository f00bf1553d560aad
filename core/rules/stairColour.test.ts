import { describe, expect, it } from 'vitest';
import { stairColour } from './stairColour.ts';

describe('stairColour (our mapping of technical §9 thresholds)', () => {
  it('below a record of 100: yellow from 25 ahead, red from 60', () => {
    expect(stairColour(10, 0)).toBe('white');
    expect(stairColour(24, 0)).toBe('white');
    expect(stairColour(25, 0)).toBe('yellow');
    expect(stairColour(59 + 30, 30)).toBe('yellow');
    expect(stairColour(60 + 30, 30)).toBe('red');
    expect(stairColour(5, 50)).toBe('white');
  });
  it('from a record of 100: yellow from 100 ahead, red from 120', () => {
    expect(stairColour(199, 100)).toBe('white');
    expect(stairColour(200, 100)).toBe('yellow');
    expect(stairColour(219, 100)).toBe('yellow');
    expect(stairColour(220, 100)).toBe('red');
  });
});
