import { LangId, type LangEntry } from '../model/index.ts';

/**
 * The language entries of product §3: the game is translated into Russian and English only; the others are listed
 * (not available) so a host's language list can show what may come.
 */
export const LANG_ENTRIES: readonly LangEntry[] = [
  { langId: LangId.RU, langDescr: 'Русский', available: true },
  { langId: LangId.EN, langDescr: 'English', available: true },
  { langId: LangId.DE, langDescr: 'Deutsch', available: false },
  { langId: LangId.FR, langDescr: 'Français', available: false },
  { langId: LangId.ES, langDescr: 'Español', available: false },
  { langId: LangId.TR, langDescr: 'Türkçe', available: false },
];
