import { describe, expect, it } from 'vitest';
import { hitSoundFor } from './hitSoundFor.ts';

describe('hitSoundFor (technical "Music and sound": attack sound by power)', () => {
  it('is light under 50, medium from 50 to 99 and heavy from 100', () => {
    expect(hitSoundFor(0)).toBe('hitLight');
    expect(hitSoundFor(49)).toBe('hitLight');
    expect(hitSoundFor(50)).toBe('hitMedium');
    expect(hitSoundFor(99)).toBe('hitMedium');
    expect(hitSoundFor(100)).toBe('hitHeavy');
    expect(hitSoundFor(5000)).toBe('hitHeavy');
  });
});
