import type {
  ForceManualPage,
  ForceShortDescription,
  LangEntry,
  Locale,
  ManualChapter,
  ManualChapterTitle,
  NewsEntry,
} from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The content calls of issue 15 (fixtures/server/API.md "News and manuals (issue 15)"). Each names the page's
 * language, so the texts match the interface even before the player's stored language follows a switch.
 */
export interface ContentApi {
  lastNews(locale: Locale): Promise<NewsEntry>;
  markNewsSeen(id: number): Promise<void>;
  manualContents(locale: Locale): Promise<ManualChapterTitle[]>;
  manualChapter(locale: Locale, id: string): Promise<ManualChapter>;
  forces(locale: Locale): Promise<ForceShortDescription[]>;
  force(locale: Locale, id: string): Promise<ForceManualPage>;
  languages(): Promise<LangEntry[]>;
}

const langOf = (locale: Locale) => ({ lang: locale.toUpperCase() });

export function createContentApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ContentApi {
  const { get, postForm } = layer;
  return {
    lastNews: (locale) => get<NewsEntry>('/api/news/get/last', langOf(locale)),
    markNewsSeen: async (id) => {
      await postForm('/api/news/seen', { id });
    },
    manualContents: (locale) => get<ManualChapterTitle[]>('/api/manual/contents/get', langOf(locale)),
    manualChapter: (locale, id) => get<ManualChapter>(`/api/manual/${encodeURIComponent(id)}/get`, langOf(locale)),
    forces: (locale) => get<ForceShortDescription[]>('/api/manual/forces/short/description/get', langOf(locale)),
    force: (locale, id) => get<ForceManualPage>(`/api/manual/force/${encodeURIComponent(id)}/get`, langOf(locale)),
    languages: () => get<LangEntry[]>('/api/lang/list'),
  };
}
