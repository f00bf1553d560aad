import { setupI18n, type I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BattleOutcome, EffectType, SkillType } from '../../model/index.ts';
import type { Battle, BattleCreature } from '../../model/index.ts';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { testBattle } from '../../../test/support/testPlayer.ts';
import { battleInstruction } from './battleInstruction.ts';

const PLAYER = 7;
const creature = (id: number, warriorClass: string, health: number, more: Partial<BattleCreature> = {}): BattleCreature =>
  ({
    id,
    playerId: id > 0 ? PLAYER : null,
    imageId: warriorClass,
    warriorClass,
    skills: [{ skillType: SkillType.health, valueCurrent: health, valueTotal: 50 }],
    effects: [],
    ...more,
  }) as unknown as BattleCreature;

const dragon = creature(1, 'dragon', 30);
const frozenWitch = creature(2, 'witch', 30, { effects: [{ type: EffectType.frozen, movesRemain: 2 }] });
const fallenElf = creature(3, 'elf', 0);
const beast = creature(-1, 'beast', 20);
const deadTroll = creature(-2, 'troll', 0);
const battle = testBattle({ creatures: [dragon, frozenWitch, fallenElf, beast, deadTroll] });
const none = { attackerId: null, targetId: null };

describe('battleInstruction', () => {
  let english: I18n;
  let russian: I18n;
  beforeAll(() => {
    english = setupI18n({ locale: 'en', messages: { en } });
    russian = setupI18n({ locale: 'ru', messages: { ru } });
  });
  const say = (i18n: I18n, b: Battle, selection: typeof none | { attackerId: number | null; targetId: number | null }, refused: number | null = null, busy = false) =>
    battleInstruction(b, selection, PLAYER, busy, refused, (d) => i18n._(d));

  // Issue 10: "in battle Hit is disabled with no instruction".
  it('says what to do next while Hit is disabled: a hero, then a target, then Hit', () => {
    const onlyDragon = testBattle({ creatures: [dragon, beast] });
    expect(say(english, onlyDragon, none)).toBe('Pick one of your heroes to strike with');
    expect(say(english, onlyDragon, { attackerId: 1, targetId: null })).toBe('Now pick a target among the enemies');
    expect(say(english, onlyDragon, { attackerId: 1, targetId: -1 })).toBe('Press Hit to strike, or pick another hero or target');
    expect(say(russian, onlyDragon, none)).toBe('Выбери героя, который нанесёт удар');
    expect(say(russian, onlyDragon, { attackerId: 1, targetId: null })).toBe('Теперь выбери цель среди противников');
    expect(say(english, battle, none)).toBe('Pick one of your heroes to strike with (frozen and fallen heroes cannot act)');
  });

  it('says why a pick did nothing, with Russian words agreeing with the creature', () => {
    expect(say(english, battle, none, 2)).toBe('Ice binds the Witch for 2 more moves: pick another hero');
    expect(say(russian, battle, none, 2)).toBe('Лёд сковывает Ведьму ещё на 2 хода: выбери другого героя');
    expect(say(english, battle, none, 3)).toBe('Elf has fallen and he cannot act: pick another hero');
    expect(say(russian, battle, none, 3)).toBe('Эльф пал в бою и не может действовать: выбери другого героя');
    const fallenWitch = testBattle({ creatures: [dragon, creature(4, 'witch', 0), beast] });
    expect(say(russian, fallenWitch, none, 4)).toBe('Ведьма пала в бою и не может действовать: выбери другого героя');
    expect(say(russian, battle, none, -2)).toBe('Тролль уже повержен: выбери живого противника');
  });

  it('tells the player to skip when no hero can act, and says nothing once decided or while a call runs', () => {
    const stuck = testBattle({ creatures: [frozenWitch, fallenElf, beast] });
    expect(say(english, stuck, none)).toBe('None of your heroes can act this turn: press Skip');
    expect(say(russian, stuck, none)).toBe('Ни один твой герой не может действовать в этот ход: нажми «Пропустить ход»');
    expect(say(english, { ...battle, outcome: BattleOutcome.WIN }, none)).toBeNull();
    expect(say(english, battle, none, null, true)).toBeNull();
  });
});
