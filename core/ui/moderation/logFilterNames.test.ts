import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { PlayerLogKind } from '../../model/index.ts';
import { logKindName, logKindNames, logTypeName, logTypeNames } from './logFilterNames.ts';

const i18nFor = (locale: 'en' | 'ru') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });

describe('player log filter names', () => {
  it('names every kind and every type of each kind differently in both languages', () => {
    for (const locale of ['en', 'ru'] as const) {
      const i18n = i18nFor(locale);
      const kinds = Object.values(PlayerLogKind).map((kind) => i18n._(logKindNames[kind]));
      expect(new Set(kinds).size, locale).toBe(kinds.length);
      for (const kind of Object.values(PlayerLogKind)) {
        const types = Object.values(logTypeNames[kind]).map((name) => i18n._(name));
        expect(new Set(types).size, `${locale} ${kind}`).toBe(types.length);
        for (const name of [...kinds, ...types]) {
          expect(name).not.toMatch(/^[A-Z_]+$|[a-z][A-Z]/);
          if (locale === 'ru') expect(name).toMatch(/[а-яё]/i);
        }
      }
    }
  });

  it('names the pairs the server writes (ARENA / ATTACK) and none it does not know', () => {
    const ru = i18nFor('ru');
    expect(ru._(logKindName('ARENA') ?? { id: 'missing' })).toBe('Арена');
    expect(ru._(logTypeName('ARENA', 'ATTACK') ?? { id: 'missing' })).toBe('Нападение');
    expect(ru._(logTypeName('CLAN', 'goldDonated') ?? { id: 'missing' })).toBe('Взнос золота');
    expect(logKindName('LOTTERY')).toBeNull();
    expect(logTypeName('ARENA', 'goldDonated')).toBeNull();
    expect(logTypeName('LOTTERY', 'ATTACK')).toBeNull();
    expect(logTypeName('ARENA', 'toString')).toBeNull();
  });
});
