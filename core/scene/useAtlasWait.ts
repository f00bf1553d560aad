import { useEffect, useState, useSyncExternalStore } from 'react';
import { atlasStatus, isAtlasSettled, subscribeAtlas } from './atlas/atlasStore.ts';
import { ATLAS_WAIT_S } from './useFirstFrame.ts';

/**
 * True while a veiled scene waits for the atlas: its first frame counts only once the atlas has settled
 * (useFirstFrame), so the frames before are drawn behind the black veil for nobody. On the software renderer each
 * of them held the main thread 100–300 ms, and the atlas's decode and the answers of the start waited behind them
 * (issue 24, the slow first frame). The canvas draws on demand meanwhile: the scene's mount still draws once, which
 * compiles its shaders while the atlas downloads. Never longer than useFirstFrame's own wait for a stalled atlas.
 */
export function useAtlasWait(veiled: boolean): boolean {
  const atlas = useSyncExternalStore(subscribeAtlas, atlasStatus);
  const pending = !isAtlasSettled(atlas);
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setStalled(true), ATLAS_WAIT_S * 1000);
    return () => clearTimeout(timer);
  }, [pending]);
  return veiled && pending && !stalled;
}
