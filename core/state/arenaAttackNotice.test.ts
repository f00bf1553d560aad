import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errorMessage.ts';
import { messages as en } from '../i18n/locales/en.ts';
import { messages as ru } from '../i18n/locales/ru.ts';
import { NotificationType, type ArenaHistoryEntry } from '../model/index.ts';
import { arenaAttackNoticeAtom, arenaAttackSeenAtom } from './arenaAttackNotice.ts';
import { arenaNewsAtom } from './arenaNews.ts';
import { OverlayName, overlayAtom, toastAtom } from './atoms.ts';
import { wordingAtom } from './character.ts';
import { dispatchLiveNotification } from './live.ts';

/** The fight as the defender saw it: Anna attacked and won, the defender lost `cups`. */
const fight = (won: boolean, cups: number): ArenaHistoryEntry => ({
  id: 7, attacked: false, opponentId: 3, opponentName: 'Anna', won, cups, at: 0,
});

const storeIn = (locale: 'en' | 'ru', overlay: OverlayName | null = null) => {
  const store = createStore();
  store.set(wordingAtom, { i18n: setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } }), errorMessage });
  store.set(overlayAtom, overlay);
  return store;
};

const attacked = (store: ReturnType<typeof storeIn>, entry: ArenaHistoryEntry) =>
  dispatchLiveNotification(store, { notificationType: NotificationType.ARENA_ATTACKED, fight: entry });

describe('the notice of an attack on the player (ARENA_ATTACKED)', () => {
  it('tells a player away from the arena who attacked, whether they won and the cups, and marks the header', () => {
    const store = storeIn('en');
    attacked(store, fight(false, -15));
    expect(store.get(toastAtom)?.text).toBe('Anna attacked you in the arena and won: −15 cups');
    expect(store.get(arenaAttackNoticeAtom)).toBe(true);
    expect(store.get(arenaNewsAtom)).toEqual(fight(false, -15));
    attacked(store, fight(true, 1));
    expect(store.get(toastAtom)?.text).toBe('Anna attacked you in the arena and lost: +1 cup');
  });

  it('words it in Russian with the plural the number takes, addressing the player as «ты»', () => {
    const store = storeIn('ru');
    attacked(store, fight(false, -15));
    expect(store.get(toastAtom)?.text).toBe('Игрок Anna напал на тебя на арене и победил: −15 кубков');
    attacked(store, fight(true, 12));
    expect(store.get(toastAtom)?.text).toBe('Игрок Anna напал на тебя на арене и проиграл: +12 кубков');
    attacked(store, fight(true, 3));
    expect(store.get(toastAtom)?.text).toBe('Игрок Anna напал на тебя на арене и проиграл: +3 кубка');
    attacked(store, fight(true, 21));
    expect(store.get(toastAtom)?.text).toBe('Игрок Anna напал на тебя на арене и проиграл: +21 кубок');
  });

  it('leaves a player with the arena page open to its reload: no toast, no marker', () => {
    const store = storeIn('en', OverlayName.arena);
    attacked(store, fight(false, -15));
    expect(store.get(toastAtom)).toBeNull();
    expect(store.get(arenaAttackNoticeAtom)).toBe(false);
    expect(store.get(arenaNewsAtom)).toEqual(fight(false, -15));
  });

  it('keeps the marker until the arena page is opened', () => {
    const store = storeIn('en');
    attacked(store, fight(false, -15));
    store.set(overlayAtom, OverlayName.heroes);
    expect(store.get(arenaAttackNoticeAtom)).toBe(true);
    store.set(arenaAttackSeenAtom);
    expect(store.get(arenaAttackNoticeAtom)).toBe(false);
  });
});
