import type { Store } from 'jotai/vanilla';
import { overlayAtom, playerInfoAtom, rendererReadyAtom, SceneName, sceneAtom } from './atoms.ts';

/**
 * Runs `then` once, the first time a signed-in player's road is drawn with no overlay open (issue 15: the start-up
 * news waits for the road, so it never delays the first frame nor covers another page).
 */
export function whenRoadIdle(store: Pick<Store, 'get' | 'sub'>, then: () => void): void {
  const watched = [overlayAtom, playerInfoAtom, rendererReadyAtom, sceneAtom] as const;
  let stops: (() => void)[] = [];
  const check = (): void => {
    const idle =
      store.get(sceneAtom).name === SceneName.road &&
      store.get(rendererReadyAtom) &&
      store.get(playerInfoAtom) !== null &&
      store.get(overlayAtom) === null;
    if (!idle || stops.length === 0) return;
    for (const stop of stops) stop();
    stops = [];
    then();
  };
  stops = watched.map((watchedAtom) => store.sub(watchedAtom, check));
  check();
}
