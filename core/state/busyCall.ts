import type { PrimitiveAtom } from 'jotai/vanilla';
import { toastError, type StoreAccess } from './character.ts';

/**
 * The one way a page's action runs against the server: refused (`refused`) while `busy` says another of its actions
 * runs, so a double tap sends one call; `busy` set meanwhile, so the page shows it; a failure shown as a toast in
 * the player's language and answered as `refused`, so the caller only learns whether it worked.
 */
export async function busyCall<T, R extends false | null>(
  store: StoreAccess,
  busy: PrimitiveAtom<boolean>,
  work: () => Promise<T>,
  refused: R,
): Promise<T | R> {
  if (store.get(busy)) return refused;
  store.set(busy, true);
  try {
    return await work();
  } catch (error: unknown) {
    toastError(store, error);
    return refused;
  } finally {
    store.set(busy, false);
  }
}
