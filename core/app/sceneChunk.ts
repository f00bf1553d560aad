import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import type { Shown, ShownScene } from '../scene/useSceneTransition.ts';

/**
 * The hook of a scene's lazy chunk (its scene, HUD and calls): the chunk's one import, retried without end like the
 * renderer's (technical §8 "Chunk import fails"), asked for when one of `scenes` comes on, so a player who never
 * opens that scene never loads it. The hook answers the chunk once it has arrived, null until then. `load` is the
 * caller's own `() => import('./…Chunk.ts')`, so the bundler splits the chunk where the caller names it.
 */
export function sceneChunk<T>(name: string, load: () => Promise<T>, scenes: readonly ShownScene[]): (shown: Shown) => T | null {
  let chunk: Promise<T> | null = null;
  const loadOnce = (): Promise<T> =>
    (chunk ??= importWithRetry(load, {
      onRetry: (attempt, error) => console.error(`${name} chunk import failed (attempt ${attempt})`, error),
    }));
  return function useSceneChunk(shown: Shown): T | null {
    const [loaded, setLoaded] = useState<T | null>(null);
    const wanted = scenes.includes(shown.name);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      void loadOnce().then((module) => {
        if (live) setLoaded(module);
      });
      return () => {
        live = false;
      };
    }, [wanted, loaded]);
    return loaded;
  };
}
