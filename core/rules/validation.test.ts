import { describe, expect, it } from 'vitest';
import { ErrorCode, NAME_MAX, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX } from '../model/index.ts';
import {
  normalizeOptional,
  validateMailOrPhone,
  validateName,
  validateNickname,
  validatePassword,
  validateRepeat,
} from './validation.ts';

describe('validateName (product §5)', () => {
  it('refuses empty and blank names', () => {
    expect(validateName('')).toEqual({ code: ErrorCode.NAME_EMPTY });
    expect(validateName('   ')).toEqual({ code: ErrorCode.NAME_EMPTY });
  });
  it('allows up to 40 characters and says the limit when longer', () => {
    expect(validateName('a'.repeat(NAME_MAX))).toBeNull();
    expect(validateName('a'.repeat(NAME_MAX + 1))).toEqual({ code: ErrorCode.NAME_TOO_LONG, params: { max: 40 } });
    expect(validateName(`  ${'я'.repeat(NAME_MAX)}  `)).toBeNull();
  });
});

describe('validateNickname', () => {
  it('checks both limits and the current nickname', () => {
    expect(validateNickname('a'.repeat(NICKNAME_MIN - 1))).toEqual({
      code: ErrorCode.NICKNAME_TOO_SHORT,
      params: { min: NICKNAME_MIN },
    });
    expect(validateNickname('a'.repeat(NICKNAME_MAX + 1))).toEqual({
      code: ErrorCode.NICKNAME_TOO_LONG,
      params: { max: NICKNAME_MAX },
    });
    expect(validateNickname('Rowan', 'Rowan')).toEqual({ code: ErrorCode.NICKNAME_SAME });
    expect(validateNickname('Rowan', 'Ash')).toBeNull();
    expect(validateNickname('a'.repeat(NICKNAME_MIN))).toBeNull();
  });
});

describe('passwords', () => {
  it('refuses blank and too long', () => {
    expect(validatePassword('')).toEqual({ code: ErrorCode.PASSWORD_BLANK });
    expect(validatePassword('   ')).toEqual({ code: ErrorCode.PASSWORD_BLANK });
    expect(validatePassword('x'.repeat(PASSWORD_MAX))).toBeNull();
    expect(validatePassword('x'.repeat(PASSWORD_MAX + 1))).toEqual({
      code: ErrorCode.PASSWORD_TOO_LONG,
      params: { max: PASSWORD_MAX },
    });
  });
  it('the repeat must match exactly', () => {
    expect(validateRepeat('secret', 'secret')).toBeNull();
    expect(validateRepeat('secret', 'Secret')).toEqual({ code: ErrorCode.PASSWORDS_DIFFER });
  });
});

describe('validateMailOrPhone', () => {
  it('accepts phones with + and country and area code', () => {
    expect(validateMailOrPhone('+79161234567')).toBeNull();
    expect(validateMailOrPhone('+7 916 123-45-67')).toBeNull();
    expect(validateMailOrPhone('+1 (415) 555-0100')).toBeNull();
  });
  it('refuses short phones and phones without +', () => {
    expect(validateMailOrPhone('+7916123')?.code).toBe(ErrorCode.INVALID_PHONE);
    expect(validateMailOrPhone('89161234567')?.code).toBe(ErrorCode.INVALID_PHONE);
    expect(validateMailOrPhone('+7916-12345a67')?.code).toBe(ErrorCode.INVALID_EMAIL);
  });
  it('accepts emails and refuses malformed ones', () => {
    expect(validateMailOrPhone('rowan@example.org')).toBeNull();
    expect(validateMailOrPhone(' a.b@mail.example.com ')).toBeNull();
    for (const bad of ['rowan', 'rowan@', '@example.org', 'rowan@example', 'ro wan@example.org', 'a@b@c.d', 'a@.org']) {
      expect(validateMailOrPhone(bad), bad).toEqual({ code: ErrorCode.INVALID_EMAIL });
    }
  });
  it('a blank optional value is fine', () => {
    expect(validateMailOrPhone('  ')).toBeNull();
  });
});

describe('normalizeOptional (technical §5)', () => {
  it('trims and drops blanks', () => {
    expect(normalizeOptional('  a@b.cd ')).toBe('a@b.cd');
    expect(normalizeOptional('   ')).toBeUndefined();
    expect(normalizeOptional(undefined)).toBeUndefined();
    expect(normalizeOptional(null)).toBeUndefined();
  });
});
