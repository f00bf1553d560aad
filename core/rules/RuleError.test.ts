import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../model/index.ts';
import { isRuleError, RuleError } from './RuleError.ts';

describe('RuleError', () => {
  it('carries code, context and name', () => {
    const e = new RuleError(ErrorCode.TARGET_DEAD, 'creature 3 is dead', { defenderId: 3 });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('RuleError');
    expect(e.code).toBe('TARGET_DEAD');
    expect(e.context).toEqual({ defenderId: 3 });
    expect(e.message).toContain('creature 3 is dead');
  });

  it('isRuleError recognises instances and look-alikes from another realm by name', () => {
    expect(isRuleError(new RuleError(ErrorCode.FORBIDDEN, 'x'))).toBe(true);
    expect(isRuleError({ name: 'RuleError', code: 'FORBIDDEN', message: 'x' })).toBe(true);
    expect(isRuleError(new Error('x'))).toBe(false);
    expect(isRuleError({ name: 'Other', code: 'FORBIDDEN' })).toBe(false);
    expect(isRuleError(null)).toBe(false);
    expect(isRuleError('RuleError')).toBe(false);
  });
});
