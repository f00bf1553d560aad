import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { ClanLogKind } from '../../model/index.ts';
import type { ClanLogEntry } from '../../model/index.ts';
import { clanLogText } from './clanLogText.ts';

const i18nFor = (locale: 'en' | 'ru') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });
const entry = (kind: ClanLogKind, amount: number, self = false): ClanLogEntry => ({
  id: 1, kind, actorId: 1, actorName: 'Anna', targetId: self ? 1 : 2, targetName: self ? 'Anna' : 'Boris', amount, at: 0,
});
const sentence = (locale: 'en' | 'ru', kind: ClanLogKind, amount = 0, self = false) => {
  const e = entry(kind, amount, self);
  return i18nFor(locale)._(clanLogText[kind]({ actor: e.actorName!, target: e.targetName!, amount }, e));
};

describe('clan history sentences', () => {
  it('words every kind in both languages, naming who acted, with no placeholder left', () => {
    for (const kind of Object.values(ClanLogKind)) {
      for (const locale of ['en', 'ru'] as const) {
        const text = sentence(locale, kind, 5);
        expect(text, `${locale} ${kind}`).not.toMatch(/[{}]/);
        expect(text, `${locale} ${kind}`).toMatch(/Anna|Boris/);
      }
    }
  });

  it('counts donations with the plural of each language', () => {
    expect(sentence('en', ClanLogKind.gemsDonated, 1)).toBe('Anna gave 1 emerald');
    expect(sentence('en', ClanLogKind.gemsDonated, 100)).toBe('Anna gave 100 emeralds');
    expect(sentence('ru', ClanLogKind.gemsDonated, 1)).toBe('Anna вносит 1 изумруд');
    expect(sentence('ru', ClanLogKind.gemsDonated, 3)).toBe('Anna вносит 3 изумруда');
    expect(sentence('ru', ClanLogKind.goldDonated, 100)).toBe('Anna вносит 100 золотых');
  });

  it('tells a declined invitation from an application turned down', () => {
    expect(sentence('en', ClanLogKind.reject, 0, true)).toBe('Anna declined the clan\'s invitation');
    expect(sentence('en', ClanLogKind.reject)).toBe('Anna turned down Boris\'s application');
    expect(sentence('en', ClanLogKind.changeTheme, 0)).toBe('Anna changed the clan theme for free');
    expect(sentence('ru', ClanLogKind.changeTheme, 250)).toBe('Anna меняет тему клана за 250 изумрудов');
  });
});
