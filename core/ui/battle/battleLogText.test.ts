import { setupI18n, type I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BattleEventKind, EffectType, SkillType } from '../../model/index.ts';
import type { BattleCreature, BattleEvent } from '../../model/index.ts';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { HeroClass } from '../../model/index.ts';
import { accusativeName, battleLogText } from './battleLogText.ts';

const creature = (id: number, warriorClass: string, imageId = warriorClass): BattleCreature => ({
  id,
  playerId: id > 0 ? 1 : null,
  imageId,
  warriorClass,
  level: 1,
  rank: 1,
  temporal: false,
  combative: true,
  slotsCount: 0,
  artifacts: [],
  skills: [{ skillType: SkillType.health, valueCurrent: 10, valueTotal: 50 }],
  effects: [],
  identifier: 'test',
  forces: [],
} as unknown as BattleCreature);

const dragon = creature(1, 'dragon');
const witch = creature(2, 'witch');
const beast = creature(-1, 'beast');
const golem = creature(-2, 'golem');
const creatures = [dragon, witch, beast, golem];

const event = (kind: BattleEvent['kind'], creatureId: number, change: number, more: Partial<BattleEvent> = {}): BattleEvent => ({
  kind,
  creatureId,
  sourceId: null,
  change,
  health: 0,
  killed: false,
  saved: false,
  effect: null,
  moves: 0,
  ...more,
});

const lines = (i18n: I18n, events: BattleEvent[]) => events.map((e) => battleLogText(e, creatures, (d) => i18n._(d)));

describe('battleLogText', () => {
  let english: I18n;
  let russian: I18n;
  beforeAll(() => {
    english = setupI18n({ locale: 'en', messages: { en } });
    russian = setupI18n({ locale: 'ru', messages: { ru } });
  });

  // Issue 10: «Дракон бьёт Зверь», «Зверь бьёт Голем». The object is declined, numbers agree, pronouns follow gender.
  it('puts the target of a blow in the accusative in Russian, with numbers and pronouns that agree', () => {
    const events = [
      event(BattleEventKind.blow, -1, -8, { sourceId: 1 }),
      event(BattleEventKind.blow, -2, -1, { sourceId: -1 }),
      event(BattleEventKind.blow, 2, -22, { sourceId: -1, killed: true }),
      event(BattleEventKind.blow, -1, -3, { sourceId: 2, saved: true }),
    ];
    expect(lines(russian, events)).toEqual([
      'Дракон бьёт Зверя и отнимает 8 единиц здоровья',
      'Зверь бьёт Голема и отнимает 1 единицу здоровья',
      'Зверь бьёт Ведьму, отнимает 22 единицы здоровья и побеждает её',
      'Ведьма бьёт Зверя и отнимает 3 единицы здоровья, но бессмертие спасает его',
    ]);
    expect(lines(english, events)).toEqual([
      'Dragon strikes the Beast for 8 points',
      'Beast strikes the Golem for 1 point',
      'Beast strikes the Witch for 22 points and defeats her',
      'Witch strikes the Beast for 3 points, but immortality keeps it standing',
    ]);
  });

  it('tells poison, consumables and effects wearing off in both languages', () => {
    const events = [
      event(BattleEventKind.poisoned, -1, 0, { effect: EffectType.poisoned, moves: 2 }),
      event(BattleEventKind.poisonTick, -1, -5),
      event(BattleEventKind.poisonTick, 2, -3, { killed: true }),
      event(BattleEventKind.potion, 1, 21),
      event(BattleEventKind.scroll, -2, -30, { killed: true }),
      event(BattleEventKind.effectEnded, -1, 0, { effect: EffectType.poisoned }),
      event(BattleEventKind.effectEnded, 1, 0, { effect: EffectType.frozen }),
    ];
    expect(lines(russian, events)).toEqual([
      'Яд поражает Зверя на 2 хода',
      'Зверь теряет от яда 5 единиц здоровья',
      'Ведьма теряет от яда 3 единицы здоровья и погибает',
      'Зелье лечит Дракона на 21 единицу здоровья',
      'Свиток обжигает Голема, отнимает 30 единиц здоровья и побеждает его',
      'Яд больше не действует на Зверя',
      'Дракон оттаивает и снова может действовать',
    ]);
    expect(lines(english, events)).toEqual([
      'Poison takes hold of the Beast for 2 moves',
      'Beast loses 5 points to poison',
      'Witch loses 3 points to poison and falls',
      'A potion heals the Dragon by 21 points',
      'A scroll burns the Golem for 30 points and defeats it',
      'The poison leaves the Beast',
      'Dragon thaws and can act again',
    ]);
  });

  // Issue 13: the struck hero's clan shield hits the striker back; the striker is the object, declined.
  it('tells a clan shield hitting back, its kill and immortality saving the striker, in both languages', () => {
    const events = [
      event(BattleEventKind.reflected, -1, -1, { sourceId: 1 }),
      event(BattleEventKind.reflected, 2, -4, { sourceId: -1, killed: true }),
      event(BattleEventKind.reflected, -2, -12, { sourceId: 2, saved: true }),
    ];
    expect(lines(russian, events)).toEqual([
      'Щит клана бьёт Зверя в ответ и отнимает 1 единицу здоровья',
      'Щит клана бьёт Ведьму в ответ, отнимает 4 единицы здоровья и побеждает её',
      'Щит клана бьёт Голема в ответ и отнимает 12 единиц здоровья, но бессмертие спасает его',
    ]);
    expect(lines(english, events)).toEqual([
      'The clan shield strikes the Beast back for 1 point',
      'The clan shield strikes the Witch back for 4 points and defeats her',
      'The clan shield strikes the Golem back for 12 points, but immortality keeps it standing',
    ]);
  });

  it('declines every hero class as a target in both languages (none left to the unknown creature)', () => {
    for (const classId of Object.values(HeroClass)) {
      expect(english._(accusativeName(classId)), classId).not.toBe('the unknown creature');
      expect(russian._(accusativeName(classId)), classId).not.toBe('неизвестное существо');
    }
    expect(russian._(accusativeName(HeroClass.gorgon))).toBe('Горгону');
  });
});
