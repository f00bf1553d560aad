import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';

type ClanChunk = typeof import('./clanChunk.ts');

let chunk: Promise<ClanChunk> | null = null;
/** The chunk's one import, retried without end like the renderer's (technical §8 "Chunk import fails"). */
const loadClanChunk = (): Promise<ClanChunk> =>
  (chunk ??= importWithRetry(() => import('./clanChunk.ts'), {
    onRetry: (attempt, error) => console.error(`Clan chunk import failed (attempt ${attempt})`, error),
  }));

/**
 * The clan scene, HUD and calls once their lazy chunk has arrived: asked for when the clan's loading scene comes
 * on, so a player who never visits the hall never loads it.
 */
export function useClanChunk(shown: Shown): ClanChunk | null {
  const [loaded, setLoaded] = useState<ClanChunk | null>(null);
  const wanted = shown.name === ShownScene.clanLoading || shown.name === ShownScene.clan;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadClanChunk().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
