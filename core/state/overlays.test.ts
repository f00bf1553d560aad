import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { canvasBlockedAtom, connectionLostAtom, overlayAtom, OverlayName, toastAtom } from './atoms.ts';
import { closeOverlay, closeOverlayAtom, hideToastAtom, openOverlay, openOverlayAtom, showToastAtom } from './overlays.ts';

describe('overlays', () => {
  it('blocks the canvas while an overlay is open and unblocks it on close (technical §2)', () => {
    const store = createStore();
    expect(store.get(canvasBlockedAtom)).toBe(false);
    openOverlay(store, OverlayName.register);
    expect(store.get(overlayAtom)).toBe('register');
    expect(store.get(canvasBlockedAtom)).toBe(true);
    closeOverlay(store);
    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(canvasBlockedAtom)).toBe(false);
  });

  it('opening another overlay replaces the open one, and one close unblocks', () => {
    const store = createStore();
    store.set(openOverlayAtom, OverlayName.login);
    store.set(openOverlayAtom, OverlayName.settings);
    expect(store.get(overlayAtom)).toBe('settings');
    store.set(closeOverlayAtom);
    expect(store.get(canvasBlockedAtom)).toBe(false);
  });

  it('keeps the canvas blocked after closing an overlay while the connection page is up', () => {
    const store = createStore();
    store.set(connectionLostAtom, true);
    openOverlay(store, OverlayName.settings);
    closeOverlay(store);
    expect(store.get(canvasBlockedAtom)).toBe(true);
  });

  it('notifies subscribers of the blocked flag when an overlay closes', () => {
    const store = createStore();
    const seen: boolean[] = [];
    store.sub(canvasBlockedAtom, () => seen.push(store.get(canvasBlockedAtom)));
    openOverlay(store, OverlayName.login);
    closeOverlay(store);
    expect(seen).toEqual([true, false]);
  });
});

describe('toasts', () => {
  it('a newer toast is not hidden by the timer of an older one', () => {
    const store = createStore();
    store.set(showToastAtom, 'first');
    const first = store.get(toastAtom);
    store.set(showToastAtom, 'second');
    const second = store.get(toastAtom);
    expect(second?.text).toBe('second');
    expect(second?.id).not.toBe(first?.id);
    store.set(hideToastAtom, first!.id);
    expect(store.get(toastAtom)?.text).toBe('second');
    store.set(hideToastAtom, second!.id);
    expect(store.get(toastAtom)).toBeNull();
  });
});
