import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPo } from './readPo.ts';

const read = (name: string): string => readFileSync(new URL(`./locales/${name}`, import.meta.url), 'utf8');
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('catalogs', () => {
  const en = readPo(read('en.po'));
  const ru = readPo(read('ru.po'));

  it('the source catalog is not empty', () => {
    expect(en.length).toBeGreaterThan(10);
  });

  it('ru has every message of en', () => {
    const ruIds = new Set(ru.map((e) => e.msgid));
    expect(en.map((e) => e.msgid).filter((id) => !ruIds.has(id))).toEqual([]);
  });

  it('every ru message is translated', () => {
    expect(ru.filter((e) => e.msgstr.trim() === '').map((e) => e.msgid)).toEqual([]);
  });

  it('ru translations keep the placeholders of the source', () => {
    const wrong = ru.filter((e) => e.msgstr !== '' && placeholders(e.msgstr).join() !== placeholders(e.msgid).join());
    expect(wrong.map((e) => `${e.msgid} → ${e.msgstr}`)).toEqual([]);
  });

  it('the compiled catalogs hold one entry per message of each PO file', async () => {
    const { messages: enCompiled } = await import('./locales/en.ts');
    const { messages: ruCompiled } = await import('./locales/ru.ts');
    expect(Object.keys(enCompiled)).toHaveLength(en.length);
    expect(Object.keys(ruCompiled)).toHaveLength(ru.length);
  });
});

describe('readPo', () => {
  it('reads multi-line strings and escapes, and skips the header', () => {
    const po = ['msgid ""', 'msgstr ""', '"Language: ru\\n"', '', '#: a.ts', 'msgid "Say \\"hi\\""', 'msgstr ""', '"Скажи "', '"\\"привет\\""', ''].join('\n');
    expect(readPo(po)).toEqual([{ msgid: 'Say "hi"', msgstr: 'Скажи "привет"' }]);
  });
});
