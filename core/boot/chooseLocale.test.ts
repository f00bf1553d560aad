import { describe, expect, it } from 'vitest';
import { chooseLocale } from './chooseLocale.ts';

describe('chooseLocale', () => {
  it('prefers the lang query parameter', () => {
    expect(chooseLocale('?lang=ru', 'en', 'en-US')).toBe('ru');
    expect(chooseLocale('?x=1&lang=EN', 'ru', 'ru-RU')).toBe('en');
  });

  it('then the host hint, then the browser language', () => {
    expect(chooseLocale('', 'ru', 'en-US')).toBe('ru');
    expect(chooseLocale('?lang=de', null, 'ru-RU')).toBe('ru');
    expect(chooseLocale('', null, 'en-GB')).toBe('en');
  });

  it('falls back to English for any other language', () => {
    expect(chooseLocale('', null, 'de-DE')).toBe('en');
    expect(chooseLocale('', null, undefined)).toBe('en');
  });
});
