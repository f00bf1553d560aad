import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ArenaApi } from '../api/arenaApi.ts';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { ErrorCode, League, type ArenaOpponent } from '../model/index.ts';
import { arenaApiAtom } from './arena.ts';
import { arenaOpponentAtom, leaveArenaScene, loadArenaOpponent, nextArenaOpponent, openArenaScene } from './arenaScene.ts';
import { OverlayName, SceneName, overlayAtom, playerAtom, playerInfoAtom, sceneAtom, toastAtom } from './atoms.ts';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import { wordingAtom } from './character.ts';

const held = (id: number): ArenaOpponent => ({
  id,
  name: `Foe ${id}`,
  level: 9,
  league: League.STONE,
  cups: 300,
  squad: [{ imageId: 'troll', warriorClass: 'troll', level: 9, rank: 1 }],
  mySquad: [],
  cupsWin: 17,
  cupsLoss: -13,
  heldUntil: 1,
  freeRerollsLeft: 0,
  rerollGold: 50,
  serverTimeMs: 0,
});

const storeWith = (calls: Partial<ArenaApi>) => {
  const store = createStore();
  const unused = () => Promise.reject(new Error('not used'));
  store.set(arenaApiAtom, { info: unused, history: unused, setRewardTime: unused, attack: unused, opponent: unused, nextOpponent: unused, ...calls });
  store.set(overlayAtom, OverlayName.arena);
  store.set(sceneAtom, { name: SceneName.road, firstStart: false });
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return store;
};

describe('the arena scene', () => {
  it('opens from the arena page without attacking, and shows the held opponent once asked', async () => {
    const store = storeWith({ opponent: () => Promise.resolve(held(7)) });
    openArenaScene(store);
    expect([store.get(overlayAtom), store.get(sceneAtom).name]).toEqual([null, SceneName.arena]);
    expect(store.get(arenaOpponentAtom).status).toBe('idle');
    await loadArenaOpponent(store);
    expect(store.get(arenaOpponentAtom)).toEqual({ status: 'ready', value: held(7) });
  });

  it('keeps the opponent shown and says why when another one is refused', async () => {
    const refusal = new ApiError({ status: 400, code: ErrorCode.NOT_ENOUGH_RESOURCES, path: '/api/arena/opponent/next' });
    const store = storeWith({ opponent: () => Promise.resolve(held(7)), nextOpponent: () => Promise.reject(refusal) });
    await loadArenaOpponent(store);
    expect(await nextArenaOpponent(store)).toBe(false);
    expect(store.get(arenaOpponentAtom)).toEqual({ status: 'ready', value: held(7) });
    expect(store.get(toastAtom)?.text).toBe('Not enough resources');
  });

  it('shows another opponent when the server gives one, and Back returns to the road', async () => {
    const store = storeWith({ opponent: () => Promise.resolve(held(7)), nextOpponent: () => Promise.resolve(held(8)) });
    store.set(playerInfoAtom, testPlayerInfo(testPlayer({ gold: 120 })));
    openArenaScene(store);
    await loadArenaOpponent(store);
    expect(await nextArenaOpponent(store)).toBe(true);
    expect(store.get(arenaOpponentAtom)).toEqual({ status: 'ready', value: held(8) });
    // The shown opponent's price (50 gold) was taken: the header shows it gone.
    expect(store.get(playerAtom)?.gold).toBe(70);
    leaveArenaScene(store);
    expect([store.get(overlayAtom), store.get(sceneAtom).name]).toEqual([OverlayName.arena, SceneName.road]);
  });
});
