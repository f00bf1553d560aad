import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PlaceType, type Place } from '../../model/index.ts';
import { makeMonster, placesForStair } from '../../content/index.ts';
import { placeLabel } from './placeLabel.ts';
import { placeText } from './placeTexts.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const firstOf = (type: Place['placeType']): Place => {
  for (let s = 1; s <= 30; s += 1) {
    const place = placesForStair(s).find((p) => p.placeType === type);
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

describe('placeText', () => {
  it('has a text for every talker and script key the content uses, and a fallback for others', () => {
    const keys = new Set<string>();
    for (let s = 1; s <= 60; s += 1) for (const p of placesForStair(s)) if (p.textKey) keys.add(p.textKey);
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) expect(i18n._(placeText(key)), key).not.toBe('The words are too faded to read.');
    expect(i18n._(placeText('talker.999'))).toBe('The words are too faded to read.');
  });
});
