import { atom, type Store } from 'jotai/vanilla';
import { overlayAtom, toastAtom, type OverlayName } from './atoms.ts';

/**
 * Opens an overlay page. Only one is open at a time, so opening one closes the others (technical §2:
 * a profile opened from a rating, chat or mail page closes those pages).
 */
export const openOverlayAtom = atom(null, (_get, set, name: OverlayName) => set(overlayAtom, name));

/** Closes the open overlay; `canvasBlockedAtom` derives from `overlayAtom`, so the canvas unblocks (technical §2). */
export const closeOverlayAtom = atom(null, (_get, set) => set(overlayAtom, null));

export function openOverlay(store: Store, name: OverlayName): void {
  store.set(openOverlayAtom, name);
}

export function closeOverlay(store: Store): void {
  store.set(closeOverlayAtom);
}

let toastSeq = 0;

/** Shows a transient player-facing text; a new toast replaces the shown one. */
export const showToastAtom = atom(null, (_get, set, text: string) => set(toastAtom, { id: ++toastSeq, text }));

/** Hides the toast, unless a newer one replaced it meanwhile. */
export const hideToastAtom = atom(null, (get, set, id: number) => {
  if (get(toastAtom)?.id === id) set(toastAtom, null);
});
