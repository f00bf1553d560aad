import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../model/index.ts';
import { normalizeName, validateNameCharacters } from './nameCharacters.ts';
import { validateName, validateNickname } from './validation.ts';

const INVISIBLE = ErrorCode.NAME_INVISIBLE_CHARACTERS;
const MIXED = ErrorCode.NAME_MIXED_SCRIPTS;

describe('validateNameCharacters (issue 9)', () => {
  const cases: [string, string, ErrorCode | null][] = [
    ['three zero-width spaces', '\u200B\u200B\u200B', INVISIBLE],
    ['a zero-width space inside a name', 'Pa\u200Bvel', INVISIBLE],
    ['a zero-width joiner', 'Pa\u200Dvel', INVISIBLE],
    ['a right-to-left override inside a name', 'Pavel\u202Eloh', INVISIBLE],
    ['a left-to-right mark', '\u200EPavel', INVISIBLE],
    ['a soft hyphen', 'Pa\u00ADvel', INVISIBLE],
    ['a byte order mark inside', 'Pa\uFEFFvel', INVISIBLE],
    ['a tag character', 'Pavel\u{E0041}', INVISIBLE],
    ['a control character', 'Pa\u0007vel', INVISIBLE],
    ['a tab', 'Pa\tvel', INVISIBLE],
    ['a line separator', 'Pa\u2028vel', INVISIBLE],
    ['an ogham space mark', 'Pa\u1680vel', INVISIBLE],
    ['a private use character', 'Pa\uE000vel', INVISIBLE],
    ['a lone surrogate', 'Pa\uD800vel', INVISIBLE],
    ['an unassigned code point', 'Pa\u0378vel', INVISIBLE],
    ['the braille blank', '\u2800\u2800\u2800', INVISIBLE],
    ['the hangul filler', '\u3164\u3164\u3164', INVISIBLE],
    ['the hangul choseong and jungseong fillers', '\u115F\u1160\u115F', INVISIBLE],
    ['the half-width hangul filler', 'Pa\uFFA0vel', INVISIBLE],
    ['a variation selector', 'Pavel\uFE0F', INVISIBLE],
    ['a combining grapheme joiner', 'Pa\u034Fvel', INVISIBLE],
    ['combining marks only', '\u0301\u0301\u0301', INVISIBLE],
    ['a combining mark after a space', 'Pavel \u0301x', INVISIBLE],
    ['"Pаvel" with a Cyrillic а', 'P\u0430vel', MIXED],
    ['a Greek omicron in a Latin name', 'Ale\u03BFnor', MIXED],
    ['Latin, Cyrillic and Greek', 'A\u0431\u03B3', MIXED],
    ['an Armenian օ in a Latin name', 'R\u0585wan', MIXED],
    ['a Bengali digit in a Latin name', 'Rowan\u09EA', MIXED],
    ['Latin with Han', 'Rowan\u5C71', MIXED],
    ['a valid Latin name with digits and _', 'Rowan_42', null],
    ['a valid Russian name', 'Иван Грозный', null],
    ['Cyrillic with digits and punctuation', 'Иван-3.0_(боец)', null],
    ['a Greek name', 'Αλέξανδρος', null],
    ['full-width letters (normalized to ASCII)', 'ＰａｖｅＬ', null],
    ['combining accents that compose', 'Jose\u0301', null],
    ['Japanese mixing Han, Hiragana and Katakana', '山田たろウ', null],
    ['Korean mixing Han and Hangul', '金민수', null],
    ['an emoji (no script of its own)', 'Rowan🐉', null],
    ['ordinary spaces inside', 'Sir Rowan', null],
    ['wide spaces normalized to ordinary ones', 'Sir\u3000Rowan', null],
  ];
  it.each(cases)('%s', (_, name, code) => {
    expect(validateNameCharacters(name)).toEqual(code === null ? null : { code });
  });
});

describe('normalizeName (issue 9)', () => {
  it('maps compatibility forms to the characters they look like and trims', () => {
    expect(normalizeName('  ＰａｖｅＬ\u3000')).toBe('PaveL');
    expect(normalizeName('Jose\u0301')).toBe('José');
    expect(normalizeName('ﬁre①')).toBe('fire1');
  });
  it('leaves the invisible characters for the rule to refuse', () => {
    expect(normalizeName('\u200B\u200B\u200B')).toBe('\u200B\u200B\u200B');
  });
});

describe('the name validators check characters first (issue 9)', () => {
  it('names the invisible characters even when the length is fine', () => {
    expect(validateNickname('\u200B\u200B\u200B')).toEqual({ code: INVISIBLE });
    expect(validateNickname('\u200B\u200B')).toEqual({ code: INVISIBLE });
    expect(validateName('\u200B\u200B\u200B')).toEqual({ code: INVISIBLE });
  });
  it('refuses mixed scripts in both', () => {
    expect(validateNickname('P\u0430vel')).toEqual({ code: MIXED });
    expect(validateName('P\u0430vel')).toEqual({ code: MIXED });
  });
  it('counts the length of the normalized name', () => {
    // Twenty full-width letters are twenty letters; a ligature ﬃ becomes three.
    expect(validateNickname('Ａ'.repeat(20))).toBeNull();
    expect(validateNickname(`${'a'.repeat(18)}ﬃ`)).toMatchObject({ code: ErrorCode.NICKNAME_TOO_LONG });
  });
  it('a full-width form of the current nickname is the same nickname', () => {
    expect(validateNickname('Ｒｏｗａｎ', 'Rowan')).toEqual({ code: ErrorCode.NICKNAME_SAME });
  });
});
