import { createStore } from 'jotai/vanilla';
import { expect, it, vi } from 'vitest';
import type { PlayerInfo } from '../model/index.ts';
import { overlayAtom, playerInfoAtom, rendererReadyAtom, SceneName, sceneAtom } from './atoms.ts';
import { whenRoadIdle } from './whenRoadIdle.ts';

it('runs once, when the drawn road of a signed-in player has no overlay over it', () => {
  const store = createStore();
  const then = vi.fn();
  whenRoadIdle(store, then);
  store.set(playerInfoAtom, { player: { id: 1 } } as unknown as PlayerInfo);
  store.set(sceneAtom, { name: SceneName.road, firstStart: false });
  store.set(overlayAtom, 'settings');
  store.set(rendererReadyAtom, true);
  expect(then).not.toHaveBeenCalled();
  store.set(overlayAtom, null);
  expect(then).toHaveBeenCalledTimes(1);
  store.set(overlayAtom, 'chat');
  store.set(overlayAtom, null);
  expect(then).toHaveBeenCalledTimes(1);
});

it('waits while the first scene is a battle', () => {
  const store = createStore();
  const then = vi.fn();
  store.set(playerInfoAtom, { player: { id: 1 } } as unknown as PlayerInfo);
  store.set(rendererReadyAtom, true);
  store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
  whenRoadIdle(store, then);
  expect(then).not.toHaveBeenCalled();
  store.set(sceneAtom, { name: SceneName.road, firstStart: false });
  expect(then).toHaveBeenCalledTimes(1);
});
