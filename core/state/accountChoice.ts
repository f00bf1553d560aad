import { atom, type Store } from 'jotai/vanilla';
import type { StorageLike } from '../platform.ts';
import type { PlatformAdapter } from '../platform.ts';
import { overlayAtom, rendererReadyAtom } from './atoms.ts';
import { openOverlay } from './overlays.ts';

/** Technical §3 "Local storage keys": the used-remap flag; once the player decided, the choice is not offered again. */
export const USED_REMAP_KEY = 'usedRemap';

/** The device's local storage (the one the request layer uses), set by the app at start. */
export const accountChoiceStorageAtom = atom<StorageLike | null>(null);

export function accountChoiceDecided(store: Store): boolean {
  try {
    return store.get(accountChoiceStorageAtom)?.getItem(USED_REMAP_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The player chose an account (or kept the current one): the start-up offer is done for this device. */
export function markAccountChoiceDecided(store: Store): void {
  try {
    store.get(accountChoiceStorageAtom)?.setItem(USED_REMAP_KEY, 'true');
  } catch {
    // storage blocked in the iframe: the offer may come once more
  }
}

/**
 * Product §2 "account choice", technical §7: after start-up, a host that can merge accounts offers the other
 * accounts this device played, once per device. A failed lookup offers nothing; the settings page still can.
 */
export async function offerAccountChoice(store: Store, adapter: PlatformAdapter): Promise<void> {
  if (!adapter.accountChoice || accountChoiceDecided(store)) return;
  try {
    const others = await adapter.accountChoice.list();
    if (others.length === 0) return;
    // An open overlay blocks the canvas, and the loading screen waits for its first frame: open after it.
    await new Promise<void>((resolve) => {
      if (store.get(rendererReadyAtom)) return resolve();
      const stop = store.sub(rendererReadyAtom, () => {
        if (!store.get(rendererReadyAtom)) return;
        stop();
        resolve();
      });
    });
    // Another page the player opened meanwhile is not pushed aside.
    if (others.length > 0 && store.get(overlayAtom) === null) openOverlay(store, 'accountChoice');
  } catch (error: unknown) {
    console.error('Account search failed', error);
  }
}
