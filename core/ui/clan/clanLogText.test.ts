import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { ClanBuildingType, ClanLogKind } from '../../model/index.ts';
import type { ClanLogEntry } from '../../model/index.ts';
import { buildingNames } from './clanHallTexts.ts';
import { clanLogText } from './clanLogText.ts';

const i18nFor = (locale: 'en' | 'ru') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });
const entry = (kind: ClanLogKind, amount: number, self = false): ClanLogEntry => ({
  id: 1, kind, actorId: 1, actorName: 'Anna', targetId: self ? 1 : 2, targetName: self ? 'Anna' : 'Boris', building: null, amount, at: 0,
});
const sentence = (locale: 'en' | 'ru', kind: ClanLogKind, amount = 0, self = false, building: ClanBuildingType = ClanBuildingType.EXPERIENCE) => {
  const e = entry(kind, amount, self);
  const i18n = i18nFor(locale);
  return i18n._(clanLogText[kind]({ actor: e.actorName!, target: e.targetName!, amount, building: i18n._(buildingNames[building]) }, e));
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

  it('names the building and its level, or the emeralds of a speed-up, in both languages', () => {
    expect(sentence('en', ClanLogKind.buildingStarted, 2)).toBe('Anna started building “Academy”, level 2');
    expect(sentence('en', ClanLogKind.buildingSpedUp, 1, false, ClanBuildingType.CLAN_SHIELD)).toBe('Anna sped up “Clan shield” for 1 emerald');
    expect(sentence('en', ClanLogKind.buildingSpedUp, 15, false, ClanBuildingType.CLAN_SHIELD)).toBe('Anna sped up “Clan shield” for 15 emeralds');
    expect(sentence('en', ClanLogKind.buildingCompleted, 3, false, ClanBuildingType.GEAR_FACTORY)).toBe('Anna completed “Gear factory”: level 3');
    const academy = i18nFor('ru')._(buildingNames.EXPERIENCE);
    expect(sentence('ru', ClanLogKind.buildingStarted, 2)).toBe(`Anna начинает стройку «${academy}», уровень 2`);
    expect(sentence('ru', ClanLogKind.buildingSpedUp, 1)).toBe(`Anna ускоряет стройку «${academy}» за 1 изумруд`);
    expect(sentence('ru', ClanLogKind.buildingSpedUp, 3)).toBe(`Anna ускоряет стройку «${academy}» за 3 изумруда`);
    expect(sentence('ru', ClanLogKind.buildingSpedUp, 15)).toBe(`Anna ускоряет стройку «${academy}» за 15 изумрудов`);
    expect(sentence('ru', ClanLogKind.buildingCompleted, 5)).toBe(`Anna завершает стройку «${academy}»: уровень 5`);
  });
});
