import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forceIds, Locale, manualChapterIds, type ForceId } from '../../model/index.ts';
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
