import { describe, expect, it } from 'vitest';
import { CLAN_THEME_COUNT } from '../model/index.ts';
import { CLAN_PALETTES, clanPalette } from './clanThemes.ts';

describe('clan palettes', () => {
  it('has one palette per theme number, each with distinct banner colours', () => {
    expect(CLAN_PALETTES).toHaveLength(CLAN_THEME_COUNT);
    expect(new Set(CLAN_PALETTES.map((p) => p.banner)).size).toBe(CLAN_THEME_COUNT);
    for (const p of CLAN_PALETTES) for (const c of [p.banner, p.trim, p.light]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives each theme its own palette and falls back to theme 0 for a number out of range', () => {
    expect(clanPalette(3)).toBe(CLAN_PALETTES[3]);
    expect(clanPalette(7)).toBe(CLAN_PALETTES[7]);
    expect(clanPalette(8)).toBe(CLAN_PALETTES[0]);
    expect(clanPalette(-1)).toBe(CLAN_PALETTES[0]);
    expect(clanPalette(1.5)).toBe(CLAN_PALETTES[0]);
  });
});
