import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CodedError, codedErrorGuard } from './CodedError.ts';

const KettleErrorCode = { COLD: 'COLD', EMPTY: 'EMPTY' } as const;
type KettleErrorCode = (typeof KettleErrorCode)[keyof typeof KettleErrorCode];

class KettleError extends CodedError<KettleErrorCode> {
  override readonly name = 'KettleError';
  readonly litres: number;
  constructor(code: KettleErrorCode, litres: number, cause?: unknown) {
    super(code, `kettle: ${code} with ${litres} l`, { cause });
    this.litres = litres;
  }
}
const isKettleError = codedErrorGuard(KettleError, 'KettleError', KettleErrorCode);

describe('CodedError', () => {
  it('carries its code, name, message, cause and the subclass context', () => {
    const cause = new Error('no power');
    const error = new KettleError(KettleErrorCode.COLD, 1.5, cause);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(CodedError);
    expect([error.name, error.code, error.message, error.litres]).toEqual(['KettleError', 'COLD', 'kettle: COLD with 1.5 l', 1.5]);
    expect(error.cause).toBe(cause);
  });
});

describe('codedErrorGuard', () => {
  it('accepts an instance of the class', () => {
    expect(isKettleError(new KettleError(KettleErrorCode.COLD, 0))).toBe(true);
  });

  it('accepts an error of the same name and a known code made in another realm, where instanceof fails', () => {
    const foreign: unknown = runInNewContext(`
      class KettleError extends Error {
        constructor() { super('kettle: EMPTY from the host frame'); this.name = 'KettleError'; this.code = 'EMPTY'; }
      }
      new KettleError();
    `);
    expect(foreign instanceof KettleError).toBe(false);
    expect(foreign instanceof Error).toBe(false);
    expect(isKettleError(foreign)).toBe(true);
  });

  it('refuses another name, an unknown or inherited code, a missing code and non-objects', () => {
    expect(isKettleError(Object.assign(new Error('x'), { name: 'PotError', code: 'COLD' }))).toBe(false);
    expect(isKettleError({ name: 'KettleError', code: 'BOILING' })).toBe(false);
    expect(isKettleError({ name: 'KettleError', code: 'toString' })).toBe(false);
    expect(isKettleError({ name: 'KettleError' })).toBe(false);
    expect(isKettleError(new Error('kettle: COLD'))).toBe(false);
    expect(isKettleError(null)).toBe(false);
    expect(isKettleError('KettleError')).toBe(false);
  });
});
