import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PlaceType, type Place } from '../../model/index.ts';
import { makeMonster, placesForStair } from '../../content/index.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { gainedText, placeLabel } from './placeLabel.ts';
import { placeText } from './placeTexts.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const russian = setupI18n({ locale: 'ru', messages: { ru } });

const firstOf = (type: Place['placeType']): Place => {
  for (let s = 1; s <= 30; s += 1) {
    // The plain kind of each type: a GAINABLE chest rather than a wanderer (roadFinds.ts).
    const place = placesForStair(s).find((p) => p.placeType === type && p.goods === undefined);
    if (place) return place;
  }
  throw new Error(`no ${type}`);
};

describe('placeLabel', () => {
  it('starts with the action verb and names what the place holds', () => {
    const gold = { ...firstOf(PlaceType.RESOURCE), resourceType: 'GOLD' as const, amount: 12 };
    expect(placeLabel(i18n, gold)).toBe('Take: Gold: 12');
    expect(placeLabel(i18n, { ...firstOf(PlaceType.SKILL), skillType: 'defence', amount: 2 })).toBe('Take: Defence +2');
    expect(placeLabel(i18n, { ...firstOf(PlaceType.GAINABLE), amount: 20 })).toBe('Gain: Chest with 20 gold');
    expect(placeLabel(i18n, firstOf(PlaceType.TURN))).toMatch(/^Use: /);
    expect(placeLabel(i18n, firstOf(PlaceType.POINTER))).toMatch(/^Use: /);
    expect(placeLabel(i18n, firstOf(PlaceType.TALKER))).toMatch(/^Read: /);
  });

  it('lists a lair’s monsters with their levels, and says when the player lost there', () => {
    const lair = firstOf(PlaceType.CUSTOM_PLACE);
    const monsters = [makeMonster('troll', 3, -1), makeMonster('serpent', 4, -2)];
    expect(placeLabel(i18n, { ...lair, monsters })).toBe('Attack: Troll, level 3 and Serpent, level 4');
    expect(placeLabel(i18n, { ...lair, monsters: monsters.slice(0, 1), battleLost: true })).toBe(
      'Attack: Troll, level 3 (you lost here before)',
    );
  });

  it('names a portal’s price as the server gave it', () => {
    const portal = firstOf(PlaceType.PORTAL);
    expect(placeLabel(i18n, portal)).toBe('Use: Portal: a leap up the road');
    expect(placeLabel(i18n, portal, { target: 4000, price: 150, currency: 'gold' })).toBe(
      'Use: Portal: a leap up the road for 150 gold',
    );
  });

  it('abbreviates large amounts (technical §9)', () => {
    const gold = { ...firstOf(PlaceType.RESOURCE), resourceType: 'GOLD' as const, amount: 123456 };
    expect(placeLabel(i18n, gold)).toBe('Take: Gold: 123k');
  });
});

describe('the finds of the road (issue 11)', () => {
  const find = (placeType: Place['placeType'], goods: NonNullable<Place['goods']>): Place => ({
    ...firstOf(PlaceType.RESOURCE), placeType, goods, resourceType: undefined, amount: undefined,
  });
  const blade = find(PlaceType.ARTIFACT, { kind: 'artifact', defId: 'mirrorBlade' });
  const charm = find(PlaceType.ARTIFACT, { kind: 'artifact', defId: 'moonCharm' });
  const scroll = find(PlaceType.CONSUMABLE, { kind: 'consumable', defId: 'fireScroll' });
  const card = find(PlaceType.RUNE, { kind: 'card', card: { kind: 'evolution', force: 'fire' } });
  const gems = (amount: number) => find(PlaceType.RUNE, { kind: 'amethysts', amount });
  const troll = find(PlaceType.GAINABLE, { kind: 'hero', heroClass: 'troll', quality: 'usual' });

  it('says on the button what taking gives, in English', () => {
    expect(placeLabel(i18n, blade)).toBe('Take: Artifact: Mirror blade');
    expect(placeLabel(i18n, charm)).toBe('Take: Amulet: Moon charm');
    expect(placeLabel(i18n, scroll)).toBe('Take: Fire scroll');
    expect(placeLabel(i18n, card)).toBe('Take: Rune: Evolution card: Fire');
    expect(placeLabel(i18n, gems(1))).toBe('Take: Rune: 1 amethyst');
    expect(placeLabel(i18n, gems(7))).toBe('Take: Rune: 7 amethysts');
    expect(placeLabel(i18n, troll)).toBe('Accept: Troll wants to join the squad');
  });

  it('says it in Russian with the plural forms of the amount', () => {
    expect(placeLabel(russian, blade)).toBe('Взять: Артефакт: Зеркальный клинок');
    expect(placeLabel(russian, troll)).toBe('Принять: Тролль хочет в твой отряд');
    expect(placeLabel(russian, gems(1))).toBe('Взять: Руна: 1 аметист');
    expect(placeLabel(russian, gems(3))).toBe('Взять: Руна: 3 аметиста');
    expect(placeLabel(russian, gems(7))).toBe('Взять: Руна: 7 аметистов');
    expect(gainedText(russian, gems(21))).toBe('Находка: 21 аметист');
    expect(gainedText(russian, blade)).toBe('Находка: Зеркальный клинок — теперь в рюкзаке');
  });

  it('tells in the toast what was gained and where it went', () => {
    expect(gainedText(i18n, blade)).toBe('Found: Mirror blade, now in the backpack');
    expect(gainedText(i18n, scroll)).toBe('Found: Fire scroll, now in the backpack');
    expect(gainedText(i18n, card)).toBe('Found: Evolution card: Fire, now among your cards');
    expect(gainedText(i18n, gems(5))).toBe('Found: 5 amethysts');
    expect(gainedText(i18n, troll)).toBe('Troll joined your reserve');
    expect(gainedText(i18n, firstOf(PlaceType.RESOURCE))).toBe('');
  });
});

describe('placeText', () => {
  it('has a text for every talker and script key the content uses, and a fallback for others', () => {
    const keys = new Set<string>();
    for (let s = 1; s <= 60; s += 1) for (const p of placesForStair(s)) if (p.textKey) keys.add(p.textKey);
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) expect(i18n._(placeText(key)), key).not.toBe('The words are too faded to read.');
    expect(i18n._(placeText('talker.999'))).toBe('The words are too faded to read.');
  });
});
