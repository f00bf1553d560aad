import { atom } from 'jotai/vanilla';
import { Locale } from '../model/index.ts';

/**
 * The languages the Settings page offers: those the server's language entries mark available (product §3), both
 * of ours until it answers (state/content.ts loadAvailableLocales), so the choice works without a server too.
 */
export const availableLocalesAtom = atom<readonly Locale[]>([Locale.ru, Locale.en]);
