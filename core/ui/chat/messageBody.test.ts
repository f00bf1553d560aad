import { describe, expect, it } from 'vitest';
import { FORWARD_PREFIX, SMILEY_PREFIX } from '../../model/index.ts';
import { messageBody } from './messageBody.ts';

describe('messageBody', () => {
  it('strips the forward and smiley prefixes and names the kind', () => {
    expect(messageBody(`${FORWARD_PREFIX} look at this`)).toEqual({ kind: 'forward', text: 'look at this' });
    expect(messageBody(`${SMILEY_PREFIX}wink`)).toEqual({ kind: 'smiley', text: 'wink' });
  });

  it('keeps any other text exactly, markup included (it is shown as text)', () => {
    expect(messageBody('<img src=x onerror=alert(1)> :smiley: later')).toEqual({
      kind: 'text',
      text: '<img src=x onerror=alert(1)> :smiley: later',
    });
  });
});
