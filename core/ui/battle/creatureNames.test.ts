import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COMPANIONS } from '../../content/index.ts';
import { creatureName } from './creatureNames.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('creatureName', () => {
  it('names every companion on offer differently, without "male"/"female" tags', () => {
    const names = COMPANIONS.map((c) => i18n._(creatureName(c.warriorClass, c.imageId)));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toMatch(/male|,/i);
  });

  it('names a woman of a two-gender class by her own word, and a witch simply as a witch', () => {
    expect(i18n._(creatureName('elf', 'elf_female'))).toBe('Elf maiden');
    expect(i18n._(creatureName('elf', 'elf_male'))).toBe('Elf');
    expect(i18n._(creatureName('witch', 'witch_female'))).toBe('Witch');
  });
});
