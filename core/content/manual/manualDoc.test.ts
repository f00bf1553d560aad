import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARENA_BUTTON_LEVEL,
  ARENA_LEVEL,
  CLAN_BUTTON_LEVEL,
  CLAN_CREATE_PRICE_GOLD,
  CLAN_JOIN_LEVEL,
  CLAN_MAX_MEMBERS,
  forceIds,
  FORUM_COMMENT_MAX,
  FORUM_LEVEL,
  FORUM_TOPIC_TEXT_MAX,
  Locale,
  manualChapterIds,
  type ForceId,
  type ManualChapterId,
} from '../../model/index.ts';
import { CUPS } from '../../rules/arena/arenaData.ts';
import { HERO_RULES } from '../../rules/heroes/heroRules.ts';
import { HERO_FORCES } from '../heroes/forces.ts';
import { parseSections } from './parseSections.ts';

const file = (kind: string, locale: Locale) => readFileSync(new URL(`./${kind}.${locale}.md`, import.meta.url), 'utf8');
const PER_RANK: Record<Locale, string> = { en: 'Per rank:', ru: 'За ранг:' };

/** The numbers a force's page must state, in the order it states them. */
const expectedNumbers = (id: ForceId): number[] => {
  const def = HERO_FORCES[id];
  return [
    def.attackPct,
    def.defencePct,
    def.healthPct,
    ...(def.poisonEvery > 0 ? [def.poisonEvery] : []),
    ...(def.immortalityEvery > 0 ? [def.immortalityEvery] : []),
  ];
};

/** The phrases, with the numbers of the rules and model, each chapter must contain word for word. */
const statedNumbers: Record<Locale, Partial<Record<ManualChapterId, string[]>>> = {
  en: {
    heroes: [`${HERO_RULES.forceMinutes} × r² minutes`, `${HERO_RULES.forceCrystals} × r² red crystals`],
    clans: [`opens at level ${CLAN_BUTTON_LEVEL}`, `need level ${CLAN_JOIN_LEVEL}`, `costs ${CLAN_CREATE_PRICE_GOLD} gold`, `at most ${CLAN_MAX_MEMBERS} members`],
    arena: [`from level ${ARENA_BUTTON_LEVEL}`, `opens at level ${ARENA_LEVEL}`, `between ${CUPS.min} and ${CUPS.max} cups`],
    conduct: [`needs level ${FORUM_LEVEL}`, `at most ${FORUM_TOPIC_TEXT_MAX.toLocaleString('en')} characters`, `at most ${FORUM_COMMENT_MAX}.`],
  },
  ru: {
    heroes: [`${HERO_RULES.forceCrystals} × r² красных кристаллов`, `${HERO_RULES.forceMinutes} × r² минут`],
    clans: [`открывается с ${CLAN_BUTTON_LEVEL}-го уровня`, `с ${CLAN_JOIN_LEVEL}-го`, `стоит ${CLAN_CREATE_PRICE_GOLD} золота`, `не больше ${CLAN_MAX_MEMBERS} участников`],
    arena: [`с ${ARENA_BUTTON_LEVEL}-го уровня`, `нападать можно с ${ARENA_LEVEL}-го`, `от ${CUPS.min} до ${CUPS.max} кубков`],
    conduct: [`с ${FORUM_LEVEL}-го уровня`, `не больше ${FORUM_TOPIC_TEXT_MAX.toLocaleString('ru').replace(/\s/g, ' ')} символов`, `не больше ${FORUM_COMMENT_MAX}.`],
  },
};

describe.each(Object.values(Locale))('the %s manual', (locale) => {
  it('states for every force exactly the per-rank numbers of the data (HERO_FORCES)', () => {
    const forces = parseSections(file('forces', locale));
    expect(forces.map((f) => f.id)).toEqual(forceIds);
    for (const force of forces) {
      const line = force.body.split('\n').find((l) => l.startsWith(PER_RANK[locale]));
      const numbers = (line?.match(/\d+/g) ?? []).map(Number);
      expect([force.id, numbers]).toEqual([force.id, expectedNumbers(force.id as ForceId)]);
    }
  });

  it('has every chapter, each with text', () => {
    const chapters = parseSections(file('manual', locale));
    expect(chapters.map((c) => c.id)).toEqual(manualChapterIds);
    for (const chapter of chapters) expect([chapter.id, chapter.body.length > 100]).toEqual([chapter.id, true]);
  });

  it('states the numbers of the rules (levels, prices, limits) as the code has them', () => {
    const chapters = new Map(parseSections(file('manual', locale)).map((c) => [c.id, c.body]));
    for (const [id, phrases] of Object.entries(statedNumbers[locale])) {
      for (const phrase of phrases) expect([id, chapters.get(id)?.includes(phrase)]).toEqual([id, true]);
    }
  });

  it('explains all ten ban reasons in the rules of conduct', () => {
    const conduct = parseSections(file('manual', locale)).find((c) => c.id === 'conduct');
    const reasons = conduct?.body.split('## ').at(-1)?.split('\n').filter((l) => l.startsWith('- ')) ?? [];
    expect(reasons).toHaveLength(10);
  });
});

it('has the same news, with the same dates, in both languages', () => {
  const heads = (locale: Locale) => parseSections(file('news', locale)).map((n) => [n.id, n.body.split('\n')[0]]);
  expect(heads(Locale.ru)).toEqual(heads(Locale.en));
  expect(heads(Locale.en).length).toBeGreaterThanOrEqual(2);
});
