import { atom, type Store } from 'jotai/vanilla';
import { InterfaceMode } from '../model/index.ts';
import { playerAtom } from './atoms.ts';

/**
 * The interface style this page load shows (product §2, §4: a style change needs a restart). It is the
 * player's `interfaceMode` as first known on this page load; switching it in the settings changes the player
 * and asks for a restart, the page keeps its style until then. Before any player is known it is MODERN, the
 * mode the server gives a new player, so creating a character does not switch the style under the player.
 */
export const interfaceStyleAtom = atom<InterfaceMode>(InterfaceMode.MODERN);

/**
 * Takes the style from the first player this page load knows (the start-up's player info, or the character
 * just created), then stops listening. Returns the unsubscribe function for a store that is thrown away.
 */
export function followStartupInterfaceStyle(store: Store): () => void {
  let unsubscribe: (() => void) | null = null;
  const take = (): boolean => {
    const player = store.get(playerAtom);
    if (!player) return false;
    store.set(interfaceStyleAtom, player.interfaceMode);
    unsubscribe?.();
    unsubscribe = null;
    return true;
  };
  if (take()) return () => undefined;
  unsubscribe = store.sub(playerAtom, () => void take());
  return () => unsubscribe?.();
}
