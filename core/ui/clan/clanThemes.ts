import { CLAN_THEME_COUNT } from '../../model/index.ts';

/** The clan themes' colours (banner and swatch), one per theme number 0 … CLAN_THEME_COUNT − 1; ours. */
export const CLAN_THEME_COLORS: readonly string[] = ['#8a6a3a', '#3a6a8a', '#6a3a8a', '#3a8a52', '#8a3a3a', '#2f2f3a', '#b08a2e', '#3a8a86'];
if (CLAN_THEME_COLORS.length !== CLAN_THEME_COUNT) throw new Error('A colour for every clan theme');
