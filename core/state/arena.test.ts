import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ArenaApi } from '../api/arenaApi.ts';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { BattleOutcome, BattleStatus, BattleType, ErrorCode, type Battle } from '../model/index.ts';
import { arenaApiAtom, attackArena } from './arena.ts';
import { OverlayName, SceneName, battleAtom, overlayAtom, sceneAtom, toastAtom } from './atoms.ts';
import { wordingAtom } from './character.ts';

const battle: Battle = {
  id: 5,
  type: BattleType.ARENA,
  status: BattleStatus.IN_PROGRESS,
  outcome: BattleOutcome.NONE,
  placeId: null,
  creatures: [],
  ask: null,
  lastHits: [],
  lastEvents: [],
  turn: 0,
  reward: null,
};

const storeWith = (attack: ArenaApi['attack']) => {
  const store = createStore();
  const unused = () => Promise.reject(new Error('not used'));
  store.set(arenaApiAtom, { info: unused, history: unused, setRewardTime: unused, opponent: unused, nextOpponent: unused, attack });
  store.set(overlayAtom, OverlayName.arena);
  store.set(sceneAtom, { name: SceneName.road, firstStart: false });
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return store;
};

describe('attackArena', () => {
  it('closes the arena page and shows the battle it started', async () => {
    const store = storeWith(() => Promise.resolve(battle));
    expect(await attackArena(store)).toBe(true);
    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(sceneAtom).name).toBe(SceneName.battle);
    expect(store.get(battleAtom)).toEqual({ status: 'ready', value: battle });
  });

  it('stays on the arena page when the server refuses', async () => {
    const store = storeWith(() => Promise.reject(new ApiError({ status: 409, code: ErrorCode.ARENA_NO_OPPONENT, path: '/api/battle/arena/attack' })));
    expect(await attackArena(store)).toBe(false);
    expect(store.get(overlayAtom)).toBe(OverlayName.arena);
    expect(store.get(sceneAtom).name).toBe(SceneName.road);
    expect(store.get(toastAtom)?.text).toBe('No opponent for you in the arena right now, try again later');
  });
});
