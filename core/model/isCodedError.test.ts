import { describe, expect, it } from 'vitest';
import { isCodedError } from './isCodedError.ts';

const KettleErrorCode = { COLD: 'COLD', EMPTY: 'EMPTY' } as const;
class KettleError extends Error {
  override readonly name = 'KettleError';
  readonly code: keyof typeof KettleErrorCode;
  constructor(code: keyof typeof KettleErrorCode) {
    super(`kettle: ${code}`);
    this.code = code;
  }
}
const isKettleError = (error: unknown): error is KettleError => isCodedError(error, KettleError, 'KettleError', KettleErrorCode);

describe('isCodedError', () => {
  it('accepts an instance of the class', () => {
    expect(isKettleError(new KettleError('COLD'))).toBe(true);
  });

  it('accepts an error of the same name and a known code from another realm, where instanceof fails', () => {
    const foreign = Object.assign(new Error('kettle: EMPTY'), { name: 'KettleError', code: 'EMPTY' });
    expect(foreign instanceof KettleError).toBe(false);
    expect(isKettleError(foreign)).toBe(true);
  });

  it('refuses another name, an unknown or inherited code, and non-objects', () => {
    expect(isKettleError(Object.assign(new Error('x'), { name: 'PotError', code: 'COLD' }))).toBe(false);
    expect(isKettleError({ name: 'KettleError', code: 'BOILING' })).toBe(false);
    expect(isKettleError({ name: 'KettleError', code: 'toString' })).toBe(false);
    expect(isKettleError({ name: 'KettleError' })).toBe(false);
    expect(isKettleError(null)).toBe(false);
    expect(isKettleError('KettleError')).toBe(false);
  });
});
