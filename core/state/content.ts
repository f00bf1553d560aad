import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { createContentApi, type ContentApi } from '../api/contentApi.ts';
import type { ForceManualPage, ForceShortDescription, Locale, ManualChapter, ManualChapterTitle, NewsEntry } from '../model/index.ts';
import { OverlayName, overlayAtom } from './atoms.ts';
import { availableLocalesAtom } from './languages.ts';
import { localeAtom } from './settings.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The content client of this store: made from the app's request layer on first use (issue 15). */
export const contentApiAtom = atom<ContentApi | null>(null);

const requireContent = (store: StoreAccess): ContentApi => lazyClient(store, contentApiAtom, createContentApi, 'content');

/** The last news entry, as the news page shows it. */
export const newsAtom = atom<Remote<NewsEntry>>(idle);
/** The manual's chapter list and the forces' short descriptions. */
export const manualContentsAtom = atom<Remote<ManualChapterTitle[]>>(idle);
export const forcesManualAtom = atom<Remote<ForceShortDescription[]>>(idle);
/** The chapter or force page open in the manual. */
export const manualPageAtom = atom<Remote<ManualChapter | ForceManualPage>>(idle);


async function load<T>(
  store: StoreAccess,
  target: PrimitiveAtom<Remote<T>>,
  call: (api: ContentApi, locale: Locale) => Promise<T>,
): Promise<T | null> {
  const api = requireContent(store);
  store.set(target, loading);
  try {
    const value = await call(api, store.get(localeAtom));
    store.set(target, ready(value));
    return value;
  } catch (error: unknown) {
    store.set(target, failed(error));
    return null;
  }
}

export const loadNews = (store: StoreAccess) => load(store, newsAtom, (api, locale) => api.lastNews(locale));
export const loadManualContents = (store: StoreAccess) => load(store, manualContentsAtom, (api, locale) => api.manualContents(locale));
export const loadForcesManual = (store: StoreAccess) => load(store, forcesManualAtom, (api, locale) => api.forces(locale));
export const loadManualChapter = (store: StoreAccess, id: string) =>
  load<ManualChapter | ForceManualPage>(store, manualPageAtom, (api, locale) => api.manualChapter(locale, id));
export const loadForcePage = (store: StoreAccess, id: string) =>
  load<ManualChapter | ForceManualPage>(store, manualPageAtom, (api, locale) => api.force(locale, id));

/** Forgets the open chapter or force page: the manual shows its lists again. */
export const closeManualPage = (store: StoreAccess) => store.set(manualPageAtom, idle);

interface Subscribable extends StoreAccess {
  sub(atom: typeof overlayAtom, listener: () => void): () => void;
}

/**
 * Start-up news (issue 15): asks for the last news and, when it is new to this player and nothing else is open,
 * opens it; closing the page marks it seen, so it does not open again. A failed ask is silent: the news waits.
 */
export async function showNewsIfNew(store: Subscribable): Promise<void> {
  const news = await loadNews(store);
  if (!news?.isNew || store.get(overlayAtom) !== null) return;
  store.set(overlayAtom, OverlayName.news);
  const stop = store.sub(overlayAtom, () => {
    if (store.get(overlayAtom) === OverlayName.news) return;
    stop();
    store.set(newsAtom, ready({ ...news, isNew: false }));
    // A failed mark only means the news opens once more at the next start.
    requireContent(store).markNewsSeen(news.id).catch(() => undefined);
  });
}

const localeOfLang: Readonly<Record<string, Locale>> = { RU: 'ru', EN: 'en' };

/** Reads the language entries (GET /api/lang/list) into `availableLocalesAtom`; on failure the defaults stay. */
export async function loadAvailableLocales(store: StoreAccess): Promise<void> {
  try {
    const entries = await requireContent(store).languages();
    const locales = entries.flatMap((e) => {
      const locale = localeOfLang[e.langId];
      return e.available && locale ? [locale] : [];
    });
    if (locales.length > 0) store.set(availableLocalesAtom, locales);
  } catch {
    // The Settings page keeps offering both of our languages.
  }
}
