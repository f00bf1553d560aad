import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { parsePo, type PoItem } from 'pofile-ts';
import { describe, expect, it } from 'vitest';

const read = (name: string): string => readFileSync(new URL(`./locales/${name}`, import.meta.url), 'utf8');
/** The argument names a message uses, at any depth of its ICU select/plural branches (lingui's own parser reads it). */
const placeholders = (text: string): string[] => {
  const names = new Set<string>();
  const visit = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const branch of token.cases) visit(branch.tokens);
    }
  };
  visit(parse(text));
  return [...names].sort();
};

/** The live messages of a PO catalog (the header and obsolete `#~` entries left out). */
const messages = (po: string): PoItem[] => parsePo(po).items.filter((item) => !item.obsolete);

/** A message's identity, as lingui compiles it: its context and its id (gettext separates them with EOT). */
const key = (item: PoItem): string => (item.msgctxt === null ? item.msgid : `${item.msgctxt}\u0004${item.msgid}`);

/** How a failure names a message: `[context] id`, or the id alone. */
const label = (item: PoItem): string => (item.msgctxt === null ? item.msgid : `[${item.msgctxt}] ${item.msgid}`);

/** Every form is filled in; a plural entry (msgid_plural) has one per plural form its catalog declares. */
const isTranslated = (item: PoItem): boolean =>
  item.msgstr.length > 0 &&
  item.msgstr.every((form) => form.trim() !== '') &&
  (item.msgid_plural === null || item.msgstr.length >= item.nplurals);

/** The messages of `source` (by context and id) that `translation` lacks or leaves untranslated. */
function untranslated(source: string, translation: string): string[] {
  const translated = new Map(messages(translation).map((item) => [key(item), item]));
  return messages(source)
    .filter((item) => {
      const found = translated.get(key(item));
      return found === undefined || !isTranslated(found);
    })
    .map(label);
}

describe('catalogs', () => {
  const en = messages(read('en.po'));
  const ru = messages(read('ru.po'));

  it('the source catalog is not empty', () => {
    expect(en.length).toBeGreaterThan(10);
  });

  it('holds each message once (a context makes another message)', () => {
    for (const catalog of [en, ru]) expect(new Set(catalog.map(key)).size).toBe(catalog.length);
  });

  it('ru translates every message of en, contexts included', () => {
    expect(untranslated(read('en.po'), read('ru.po'))).toEqual([]);
  });

  it('every ru message is translated', () => {
    expect(ru.filter((item) => !isTranslated(item)).map(label)).toEqual([]);
  });

  it('ru translations keep the placeholders of the source', () => {
    const wrong = ru.flatMap((item) =>
      item.msgstr
        .filter((form) => form !== '' && placeholders(form).join() !== placeholders(item.msgid_plural ?? item.msgid).join())
        .map((form) => `${label(item)} → ${form}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the compiled catalogs hold one entry per message of each PO file', async () => {
    const { messages: enCompiled } = await import('./locales/en.ts');
    const { messages: ruCompiled } = await import('./locales/ru.ts');
    expect(Object.keys(enCompiled)).toHaveLength(en.length);
    expect(Object.keys(ruCompiled)).toHaveLength(ru.length);
  });
});

describe('untranslated', () => {
  const po = (...entries: string[]): string => ['msgid ""', 'msgstr ""', '"Language: ru\\n"', '', ...entries.flatMap((entry) => [entry, ''])].join('\n');

  it('finds a contextual message whose translation is missing, though the same id without context is translated', () => {
    const en = po('msgid "Attack"\nmsgstr "Attack"', 'msgctxt "skill"\nmsgid "Attack"\nmsgstr "Attack"', 'msgctxt "skill"\nmsgid "Poison"\nmsgstr "Poison"');
    const ru = po('msgid "Attack"\nmsgstr "Атаковать"', 'msgctxt "skill"\nmsgid "Attack"\nmsgstr ""', 'msgctxt "skill"\nmsgid "Poison"\nmsgstr "Яд"');
    expect(untranslated(en, ru)).toEqual(['[skill] Attack']);
  });

  it('finds a contextual message the translation lacks', () => {
    const en = po('msgid "Attack"\nmsgstr "Attack"', 'msgctxt "skill"\nmsgid "Attack"\nmsgstr "Attack"');
    const ru = po('msgid "Attack"\nmsgstr "Атаковать"');
    expect(untranslated(en, ru)).toEqual(['[skill] Attack']);
  });

  it('finds a plural message with a form left empty, and reads multi-line strings and escapes', () => {
    const en = po('msgid "{count} hero"\nmsgid_plural "{count} heroes"\nmsgstr[0] "{count} hero"\nmsgstr[1] "{count} heroes"', 'msgid "Say \\"hi\\""\nmsgstr "Say \\"hi\\""');
    const ru = po('msgid "{count} hero"\nmsgid_plural "{count} heroes"\nmsgstr[0] "{count} герой"\nmsgstr[1] ""', 'msgid "Say \\"hi\\""\nmsgstr ""\n"Скажи "\n"\\"привет\\""');
    expect(untranslated(en, ru)).toEqual(['{count} hero']);
  });
});
