import { CLAN_THEME_COUNT } from '../model/index.ts';

/** The colours of one clan theme: the banner's cloth, its trim and emblem, and the courtyard's lamplight. */
export interface ClanPalette {
  /** The banner's cloth; also the swatch a theme picker shows. */
  banner: string;
  /** The banner's hem, the emblem on it and the roof ridges. */
  trim: string;
  /** Lanterns and the glow of a building ready to open. */
  light: string;
}

/**
 * The eight clan themes (`clans.theme` 0–7, product §9 "theme change"), as data shared by the clan scene (banner,
 * trims) and the clan page (a picker's swatches). Index = theme number; CLAN_THEME_COUNT entries, checked by a test.
 */
export const CLAN_PALETTES: readonly ClanPalette[] = [
  { banner: '#b3262e', trim: '#f2c14e', light: '#ffd27a' },
  { banner: '#1f5fae', trim: '#e8eef7', light: '#9fd4ff' },
  { banner: '#2f7d3a', trim: '#e9d8a6', light: '#c8ff9a' },
  { banner: '#6b2fa3', trim: '#f0c6ff', light: '#e0a8ff' },
  { banner: '#1d1d24', trim: '#c9a227', light: '#ffcf5a' },
  { banner: '#d8731c', trim: '#2b1a0e', light: '#ffb35a' },
  { banner: '#14827f', trim: '#f6e7c1', light: '#8ff5ea' },
  { banner: '#e8e4da', trim: '#8a1c24', light: '#fff3c4' },
];

/** The palette of a clan's theme; an unknown number (an older client, a bad row) falls back to theme 0. */
export const clanPalette = (theme: number): ClanPalette =>
  (Number.isInteger(theme) && theme >= 0 && theme < CLAN_THEME_COUNT ? CLAN_PALETTES[theme] : undefined) ?? CLAN_PALETTES[0]!;
