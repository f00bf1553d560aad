import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import type { Shown, ShownScene } from '../scene/useSceneTransition.ts';
import { rendererReadyAtom } from '../state/atoms.ts';

/** When to fetch a chunk before its scene comes on. */
export interface ChunkPrefetch {
  /**
   * Once the first scene's first frame is drawn (`rendererReadyAtom`) and the page is next idle: the battle's chunk, so
   * a player's first battle on a slow line does not wait for it (issue 26). Never before that frame, which it would
   * slow down.
   */
  afterFirstFrame?: boolean;
}

/** Runs `run` when the main thread is next idle (at the latest after `timeout` ms); answers a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeout);
  return () => clearTimeout(id);
}

/**
 * The hook of a scene's lazy chunk (its scene, HUD and calls): the chunk's one import, retried without end like the
 * renderer's (technical §8 "Chunk import fails"), asked for when one of `scenes` comes on, so a player who never
 * opens that scene never loads it (unless `prefetch` says to fetch it sooner). The hook answers the chunk once it has
 * arrived and its scene is wanted, null until then. `load` is the caller's own `() => import('./…Chunk.ts')`, so the
 * bundler splits the chunk where the caller names it.
 */
export function sceneChunk<T>(
  name: string,
  load: () => Promise<T>,
  scenes: readonly ShownScene[],
  prefetch: ChunkPrefetch = {},
): (shown: Shown) => T | null {
  let chunk: Promise<T> | null = null;
  const loadOnce = (): Promise<T> =>
    (chunk ??= importWithRetry(load, {
      onRetry: (attempt, error) => console.error(`${name} chunk import failed (attempt ${attempt})`, error),
    }));
  return function useSceneChunk(shown: Shown): T | null {
    const [loaded, setLoaded] = useState<T | null>(null);
    const wanted = scenes.includes(shown.name);
    const rendererReady = useAtomValue(rendererReadyAtom);
    const early = (prefetch.afterFirstFrame ?? false) && rendererReady;
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
    useEffect(() => {
      if (!early || chunk) return;
      return whenIdle(() => void loadOnce(), 3000);
    }, [early]);
    return loaded;
  };
}
