import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';

type CreatureChunk = typeof import('./creatureChunk.ts');

let chunk: Promise<CreatureChunk> | null = null;
/** The chunk's one import, retried without end like the renderer's (technical §8 "Chunk import fails"). */
const loadCreatureChunk = (): Promise<CreatureChunk> =>
  (chunk ??= importWithRetry(() => import('./creatureChunk.ts'), {
    onRetry: (attempt, error) => console.error(`Creature chunk import failed (attempt ${attempt})`, error),
  }));

/**
 * The creature scene and HUD, once their lazy chunk has arrived: asked for when the creature's loading scene
 * comes on, so a player who never opens a hero's page never loads it.
 */
export function useCreatureChunk(shown: Shown): CreatureChunk | null {
  const [loaded, setLoaded] = useState<CreatureChunk | null>(null);
  const wanted = shown.name === ShownScene.creatureLoading || shown.name === ShownScene.creature;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadCreatureChunk().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
