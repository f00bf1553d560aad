import { describe, expect, it } from 'vitest';
import { chooseLocale, settleLocale } from './chooseLocale.ts';

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

describe('settleLocale', () => {
  const never = () => new Promise<void>(() => undefined);
  const now = () => Promise.resolve();

  it('takes the language the host names once its SDK has started (Yandex 2.14)', async () => {
    expect(await settleLocale('', 'en', async () => 'ru', never)).toBe('ru');
  });

  it('keeps the player\'s own ?lang over the host', async () => {
    let asked = false;
    expect(await settleLocale('?lang=en', 'en', async () => ((asked = true), 'ru'), never)).toBe('en');
    expect(asked).toBe(false);
  });

  it('goes on with its first choice when the host is silent past the wait, fails or names none', async () => {
    expect(await settleLocale('', 'ru', () => new Promise(() => undefined), now)).toBe('ru');
    expect(await settleLocale('', 'ru', () => Promise.reject(new Error('no SDK')), never)).toBe('ru');
    expect(await settleLocale('', 'en', async () => null, never)).toBe('en');
    expect(await settleLocale('', 'en', undefined, never)).toBe('en');
  });
});
