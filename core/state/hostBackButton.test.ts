import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../platform.ts';
import { OverlayName, overlayAtom, sceneAtom, SceneName } from './atoms.ts';
import { followHostBackButton } from './hostBackButton.ts';

/** A host back control that records what the game shows and lets the test press it. */
const fakeBackButton = () => {
  const shown: boolean[] = [];
  const listeners = new Set<() => void>();
  return {
    shown,
    press: () => listeners.forEach((listener) => listener()),
    adapter: {
      backButton: {
        show: (visible: boolean) => void shown.push(visible),
        onPress: (listener: () => void) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      },
    } as unknown as PlatformAdapter,
  };
};

describe('the host back button', () => {
  it('is hidden on the road, shown while a page or an inner scene is open, and hidden again at the root', () => {
    const store = createStore();
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    const host = fakeBackButton();
    followHostBackButton(store, host.adapter, () => undefined);
    store.set(overlayAtom, OverlayName.settings);
    store.set(overlayAtom, null);
    store.set(sceneAtom, { name: SceneName.creature, firstStart: false });
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    expect(host.shown).toEqual([false, true, false, true, false]);
  });

  it('goes back once per press while there is somewhere to go back from, and not at the root', () => {
    const store = createStore();
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    const host = fakeBackButton();
    let backs = 0;
    const stop = followHostBackButton(store, host.adapter, () => {
      backs += 1;
      store.set(overlayAtom, null);
    });
    store.set(overlayAtom, OverlayName.settings);
    host.press();
    host.press();
    expect(backs).toBe(1);
    stop();
    store.set(overlayAtom, OverlayName.settings);
    host.press();
    expect(backs).toBe(1);
  });

  it('does nothing on a host without a back control', () => {
    const store = createStore();
    expect(() => followHostBackButton(store, {} as PlatformAdapter, () => undefined)()).not.toThrow();
  });
});
