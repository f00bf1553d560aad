import { atom, type Store } from 'jotai/vanilla';
import type { PlatformAdapter } from '../platform.ts';
import { overlayAtom, sceneAtom, SceneName } from './atoms.ts';

/** The scenes a player leaves back to the road: a hero's page, the clan hall, the arena. */
const INNER_SCENES: ReadonlySet<SceneName> = new Set([SceneName.creature, SceneName.clan, SceneName.arena]);

/** Whether the game has somewhere to go back from: a page open over the scene, or an inner scene. */
export const canGoBackAtom = atom((get) => get(overlayAtom) !== null || INNER_SCENES.has(get(sceneAtom).name));

/**
 * The host's back control (Telegram's header BackButton; issue 25 "tg.back") follows `canGoBackAtom`: shown while
 * the game can go back, hidden at the root; a press runs `back`, the game's own back (what Escape does). Returns the
 * clean-up; does nothing on a host without one.
 */
export function followHostBackButton(store: Pick<Store, 'get' | 'sub'>, adapter: PlatformAdapter, back: () => void): () => void {
  const button = adapter.backButton;
  if (!button) return () => undefined;
  let shown: boolean | null = null;
  const update = (): void => {
    const next = store.get(canGoBackAtom);
    if (next === shown) return;
    shown = next;
    button.show(next);
  };
  const stops = [store.sub(canGoBackAtom, update), button.onPress(() => {
    if (store.get(canGoBackAtom)) back();
  })];
  update();
  return () => {
    for (const stop of stops) stop();
  };
}
