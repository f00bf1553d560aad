import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COMPANIONS } from '../../content/index.ts';
import { heroClasses } from '../../model/index.ts';
import { creatureName, warriorClassName } from './creatureNames.ts';

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

describe('warriorClassName', () => {
  it('names each of the 33 hero classes by a name of its own', () => {
    const names = heroClasses.map((c) => i18n._(warriorClassName(c)));
    expect(names).toHaveLength(33);
    expect(new Set(names).size).toBe(33);
    expect(names).not.toContain('Unknown creature');
  });
});
