import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';

type ArenaChunk = typeof import('./arenaChunk.ts');

let chunk: Promise<ArenaChunk> | null = null;
/** The chunk's one import, retried without end like the renderer's (technical §8 "Chunk import fails"). */
const loadArenaChunk = (): Promise<ArenaChunk> =>
  (chunk ??= importWithRetry(() => import('./arenaChunk.ts'), {
    onRetry: (attempt, error) => console.error(`Arena chunk import failed (attempt ${attempt})`, error),
  }));

/** The arena scene and HUD once their lazy chunk has arrived: asked for when the arena scene comes on. */
export function useArenaChunk(shown: Shown): ArenaChunk | null {
  const [loaded, setLoaded] = useState<ArenaChunk | null>(null);
  const wanted = shown.name === ShownScene.arena;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadArenaChunk().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
