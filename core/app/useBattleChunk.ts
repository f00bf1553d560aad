import { useEffect, useState } from 'react';
import { importWithRetry } from '../boot/importWithRetry.ts';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';

type BattleChunk = typeof import('./battleChunk.ts');

let chunk: Promise<BattleChunk> | null = null;
/** The chunk's one import, retried without end like the renderer's (technical §8 "Chunk import fails"). */
const loadBattleChunk = (): Promise<BattleChunk> =>
  (chunk ??= importWithRetry(() => import('./battleChunk.ts'), {
    onRetry: (attempt, error) => console.error(`Battle chunk import failed (attempt ${attempt})`, error),
  }));

/**
 * The battle scene and HUD once their lazy chunk has arrived: asked for when the battle's loading scene comes on
 * (it waits for them with the battle and the atlas), so the first road frame never loads them.
 */
export function useBattleChunk(shown: Shown): BattleChunk | null {
  const [loaded, setLoaded] = useState<BattleChunk | null>(null);
  const wanted = shown.name === ShownScene.battleLoading || shown.name === ShownScene.battle;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadBattleChunk().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
