import { describe, expect, it } from 'vitest';
import { clockText } from './useServerNow.ts';

describe('clockText', () => {
  it('shows minutes and seconds, hours only when there are some, rounding a started second up', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(4 * 60_000 + 59_001)).toBe('5:00');
    expect(clockText(5 * 60_000)).toBe('5:00');
    expect(clockText(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
  });
});
