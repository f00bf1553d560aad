import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import type { ModerationApi } from '../api/moderationApi.ts';
import { AccessLevel, type ModeratedPlayer, type ModeratorSession } from '../model/index.ts';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import { accountChoiceStorageAtom } from './accountChoice.ts';
import { ACTING_STORAGE_KEY, actingAsAtom, mayBeModerator, watchActing } from './actingAs.ts';
import { playerInfoAtom } from './atoms.ts';
import { banOf, gameBanAtom, noteGameBan } from './gameBan.ts';
import {
  banPlayer,
  enterAsPlayer,
  exitActing,
  loadActing,
  moderatedPlayerAtom,
  moderationApiAtom,
  openPlayer,
  recheckGameBan,
} from './moderation.ts';
import { ready } from './remote.ts';

const card = (overrides: Partial<ModeratedPlayer> = {}): ModeratedPlayer => ({
  id: 41,
  name: 'Rowdy',
  accessLevel: AccessLevel.PLAYER,
  level: 12,
  clan: null,
  createdAt: 1_000,
  lastSeenAt: null,
  activeBans: [],
  bans: [],
  canBan: true,
  canChangeAccess: false,
  canEnter: true,
  ...overrides,
});

const notCalled = () => Promise.reject(new Error('not expected in this test'));

/** A narrow fake: only the calls a test names answer; any other one fails the test. */
function fakeModeration(calls: Partial<ModerationApi>): ModerationApi {
  const unused = {
    me: notCalled,
    searchPlayers: notCalled,
    searchClans: notCalled,
    player: notCalled,
    ban: notCalled,
    unban: notCalled,
    setModerator: notCalled,
    enter: notCalled,
    exit: notCalled,
    playerLog: notCalled,
    payments: notCalled,
    audit: notCalled,
    devLog: notCalled,
    myBans: notCalled,
  } satisfies ModerationApi;
  return { ...unused, ...calls };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function storeWith(calls: Partial<ModerationApi>) {
  const store = createStore();
  const storage = memoryStorage();
  store.set(moderationApiAtom, fakeModeration(calls));
  store.set(accountChoiceStorageAtom, storage);
  return { store, storage };
}

const refusal = (code: 'FORBIDDEN' | 'GAME_BANNED' | 'CHAT_BANNED', params?: Record<string, string | number>) =>
  new ApiError({ code, status: 403, path: '/api/x', ...(params ? { params } : {}) });

const session = (acting: boolean): ModeratorSession => ({
  accessLevel: AccessLevel.MODERATOR,
  moderator: acting ? { id: 1, name: 'Keeper' } : null,
  actingAs: acting ? { id: 41, name: 'Rowdy' } : null,
});

describe('moderation state', () => {
  it('shows the card the server answers after a ban', async () => {
    const banned = card({ activeBans: [{ id: 5, scope: 'CHAT', reason: 'FLOOD', until: 9_000, createdAt: 1_000 }] });
    const ban = vi.fn(() => Promise.resolve(banned));
    const { store } = storeWith({ player: () => Promise.resolve(card()), ban });
    await openPlayer(store, 41);
    await banPlayer(store, 41, 'CHAT', 'FLOOD', 'H1');
    expect(ban).toHaveBeenCalledWith(41, 'CHAT', 'FLOOD', 'H1');
    expect(store.get(moderatedPlayerAtom)).toEqual(ready(banned));
  });

  it('throws a refused ban to the form and keeps the card as it was', async () => {
    const { store } = storeWith({ player: () => Promise.resolve(card()), ban: () => Promise.reject(refusal('FORBIDDEN')) });
    await openPlayer(store, 41);
    await expect(banPlayer(store, 41, 'GAME', 'FRAUD', 'W2')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(store.get(moderatedPlayerAtom)).toEqual(ready(card()));
  });

  it('marks the browser and reloads after logging in as a player, and clears the mark on exit', async () => {
    const { store, storage } = storeWith({
      enter: () => Promise.resolve(testPlayer({ id: 41 })),
      exit: () => Promise.resolve(testPlayer({ id: 1 })),
    });
    const reload = vi.fn();
    await enterAsPlayer(store, 41, reload);
    expect(storage.getItem(ACTING_STORAGE_KEY)).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);
    store.set(actingAsAtom, session(true));
    await exitActing(store, reload);
    expect(storage.getItem(ACTING_STORAGE_KEY)).toBeNull();
    expect(store.get(actingAsAtom)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the server refuses the log-in-as', async () => {
    const { store, storage } = storeWith({ enter: () => Promise.reject(refusal('FORBIDDEN')) });
    const reload = vi.fn();
    await expect(enterAsPlayer(store, 41, reload)).rejects.toBeInstanceOf(ApiError);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(ACTING_STORAGE_KEY)).toBeNull();
  });

  it('shows the acting bar only while the server says the token acts as someone', async () => {
    const acting = storeWith({ me: () => Promise.resolve(session(true)) });
    await loadActing(acting.store);
    expect(acting.store.get(actingAsAtom)?.actingAs?.name).toBe('Rowdy');

    const done = storeWith({ me: () => Promise.resolve(session(false)) });
    done.storage.setItem(ACTING_STORAGE_KEY, 'true');
    await loadActing(done.store);
    expect(done.store.get(actingAsAtom)).toBeNull();
    expect(done.storage.getItem(ACTING_STORAGE_KEY)).toBeNull();
  });

  it('asks moderation/me only for a moderator or a browser marked as acting, once per player', async () => {
    const { store, storage } = storeWith({});
    const load = vi.fn(() => Promise.resolve());
    watchActing(store, load);
    store.set(playerInfoAtom, testPlayerInfo(testPlayer({ id: 41, accessLevel: AccessLevel.PLAYER })));
    expect(mayBeModerator(store)).toBe(false);
    expect(load).not.toHaveBeenCalled();

    storage.setItem(ACTING_STORAGE_KEY, 'true');
    store.set(playerInfoAtom, testPlayerInfo(testPlayer({ id: 42, accessLevel: AccessLevel.PLAYER })));
    store.set(playerInfoAtom, testPlayerInfo(testPlayer({ id: 42, accessLevel: AccessLevel.PLAYER, gold: 1 })));
    expect(load).toHaveBeenCalledTimes(1);

    storage.removeItem(ACTING_STORAGE_KEY);
    store.set(playerInfoAtom, testPlayerInfo(testPlayer({ id: 1, accessLevel: AccessLevel.MODERATOR })));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('game ban', () => {
  it('shows the ban page from a GAME_BANNED refusal with its reason and end', () => {
    const store = createStore();
    noteGameBan(store, refusal('GAME_BANNED', { reason: 'FRAUD', until: 5_000 }));
    expect(store.get(gameBanAtom)).toEqual({ reason: 'FRAUD', until: 5_000 });
  });

  it('ignores other refusals and refusals without an end', () => {
    const store = createStore();
    noteGameBan(store, refusal('FORBIDDEN'));
    noteGameBan(store, new Error('GAME_BANNED'));
    expect(store.get(gameBanAtom)).toBeNull();
    expect(banOf(refusal('GAME_BANNED', { reason: 'SOMETHING_NEW', until: 7 }), 'GAME_BANNED')).toEqual({ reason: 'SOMETHING_NEW', until: 7 });
    expect(banOf(refusal('CHAT_BANNED', { until: 7 }), 'GAME_BANNED')).toBeNull();
  });

  it('lifts the page when the recheck finds no game ban, and shows a newer one otherwise', async () => {
    const over = storeWith({ myBans: () => Promise.resolve([{ id: 3, scope: 'CHAT', reason: 'FLOOD', until: 99, createdAt: 1 }]) });
    over.store.set(gameBanAtom, { reason: 'FRAUD', until: 50 });
    expect(await recheckGameBan(over.store)).toBe(true);
    expect(over.store.get(gameBanAtom)).toBeNull();

    const longer = storeWith({ myBans: () => Promise.resolve([{ id: 4, scope: 'GAME', reason: 'LAWS', until: 900, createdAt: 60 }]) });
    longer.store.set(gameBanAtom, { reason: 'FRAUD', until: 50 });
    expect(await recheckGameBan(longer.store)).toBe(false);
    expect(longer.store.get(gameBanAtom)).toEqual({ reason: 'LAWS', until: 900 });
  });
});
