/**
 * News, the game manual and the forces manual (issue 15, product §2 "news and manual; forces manual"), and the
 * language entries of product §3. The texts are files in core/content/manual/, served by the calls in
 * fixtures/server/API.md "News and manuals (issue 15)" in the caller's language; pages show them as text.
 */

/** The chapters of the game manual, in reading order. */
export const ManualChapterId = {
  road: 'road',
  battles: 'battles',
  heroes: 'heroes',
  backpack: 'backpack',
  economy: 'economy',
  clans: 'clans',
  arena: 'arena',
  conduct: 'conduct',
} as const;
export type ManualChapterId = (typeof ManualChapterId)[keyof typeof ManualChapterId];
export const manualChapterIds = Object.values(ManualChapterId) as readonly ManualChapterId[];

/** A chapter as the contents list shows it. */
export interface ManualChapterTitle {
  id: ManualChapterId;
  title: string;
}

/** A whole chapter: its text is plain lines; a line starting with "## " is a heading, "- " a list item. */
export interface ManualChapter extends ManualChapterTitle {
  text: string;
}

/** A force (gift) as the forces list shows it: one or two sentences. */
export interface ForceShortDescription {
  id: string;
  title: string;
  short: string;
}

/** One force's full page (same text rules as a chapter). */
export interface ForceManualPage extends ForceShortDescription {
  text: string;
}

/** The last news entry; `isNew` is true when the caller has not seen it yet (never for a guest). */
export interface NewsEntry {
  id: number;
  /** Publication time, ms since the epoch. */
  date: number;
  title: string;
  text: string;
  isNew: boolean;
}

/** The language ids of product §3 "Language entry". */
export const LangId = { RU: 'RU', EN: 'EN', DE: 'DE', FR: 'FR', ES: 'ES', TR: 'TR' } as const;
export type LangId = (typeof LangId)[keyof typeof LangId];

/** A language the game knows of; `available` only for those it is translated into (RU and EN). */
export interface LangEntry {
  langId: LangId;
  /** The language's name in that language. */
  langDescr: string;
  available: boolean;
}
