import { createStore } from 'jotai/vanilla';
import { expect, it, vi } from 'vitest';
import type { ContentApi } from '../api/contentApi.ts';
import type { NewsEntry } from '../model/index.ts';
import { overlayAtom } from './atoms.ts';
import { contentApiAtom, loadAvailableLocales, showNewsIfNew } from './content.ts';
import { availableLocalesAtom } from './languages.ts';

const news = (isNew: boolean): NewsEntry => ({ id: 3, date: 0, title: 'The forum opens', text: '…', isNew });

const fakeApi = (entry: NewsEntry) => {
  const markNewsSeen = vi.fn(async () => undefined);
  const api = { lastNews: async () => entry, markNewsSeen } as unknown as ContentApi;
  return { api, markNewsSeen };
};

it('opens new news and marks it seen once it is closed', async () => {
  const store = createStore();
  const { api, markNewsSeen } = fakeApi(news(true));
  store.set(contentApiAtom, api);
  await showNewsIfNew(store);
  expect(store.get(overlayAtom)).toBe('news');
  expect(markNewsSeen).not.toHaveBeenCalled();
  store.set(overlayAtom, null);
  expect(markNewsSeen).toHaveBeenCalledWith(3);
  store.set(overlayAtom, 'news');
  store.set(overlayAtom, null);
  expect(markNewsSeen).toHaveBeenCalledTimes(1);
});

it('opens nothing when the news is not new, or another page came first', async () => {
  const store = createStore();
  store.set(contentApiAtom, fakeApi(news(false)).api);
  await showNewsIfNew(store);
  expect(store.get(overlayAtom)).toBeNull();
  const busy = createStore();
  busy.set(contentApiAtom, fakeApi(news(true)).api);
  busy.set(overlayAtom, 'chat');
  await showNewsIfNew(busy);
  expect(busy.get(overlayAtom)).toBe('chat');
});

it('offers only the languages the server lists as available', async () => {
  const store = createStore();
  store.set(contentApiAtom, {
    languages: async () => [
      { langId: 'RU', langDescr: 'Русский', available: true },
      { langId: 'EN', langDescr: 'English', available: false },
      { langId: 'DE', langDescr: 'Deutsch', available: false },
    ],
  } as unknown as ContentApi);
  await loadAvailableLocales(store);
  expect(store.get(availableLocalesAtom)).toEqual(['ru']);
});
