import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { banDurationNames, banReasonNames, banScopeNames } from './banReasonNames.ts';
import { timeLeft } from './banTexts.ts';

const i18nFor = (locale: 'en' | 'ru') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });

describe('ban names', () => {
  it('names every reason, scope and duration differently in both languages', () => {
    for (const locale of ['en', 'ru'] as const) {
      const i18n = i18nFor(locale);
      for (const table of [banReasonNames, banScopeNames, banDurationNames]) {
        const names = Object.values(table).map((d) => i18n._(d));
        expect(new Set(names).size, locale).toBe(names.length);
        if (locale === 'ru') for (const name of names) expect(name).toMatch(/[а-яё]/i);
      }
    }
  });

  it('says the time left in its largest unit, in Russian with the right plural form', () => {
    const ru = i18nFor('ru');
    const en = i18nFor('en');
    expect(timeLeft(en, 3 * 86_400_000 + 5, 0)).toBe('3 days left');
    expect(timeLeft(ru, 5 * 3_600_000, 0)).toBe('осталось 5 часов');
    expect(timeLeft(ru, 21 * 60_000, 0)).toBe('осталась 21 минута');
    expect(timeLeft(en, 10, 0)).toBe('1 minute left');
    expect(timeLeft(en, 3_600_000 - 1_000, 0)).toBe('1 hour left');
  });
});
