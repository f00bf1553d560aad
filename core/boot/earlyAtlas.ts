import { fetchAtlas, type AtlasFiles } from '../scene/atlas/fetchAtlas.ts';

/** A load of the atlas started before the renderer chunk, handed to the atlas store once. */
export interface EarlyAtlas {
  /** Starts fetching and decoding the atlas from `baseUri` (once; a second call does nothing). */
  start(baseUri: string, onProgress: (fraction: number) => void): void;
  /** The started load, the first time it is asked for; null afterwards or when none was started. */
  take(): Promise<AtlasFiles> | null;
}

/**
 * Issue 10 "no request chains": the first script fetches and decodes the atlas while the app and renderer chunks
 * download (the page preloads them), instead of the renderer asking for it once it runs. The renderer's atlas store
 * takes that load (core/app/GameView.tsx); its later retries, if it failed, ask the network again.
 */
export function createEarlyAtlas(fetchAtlas: (baseUri: string, onProgress: (fraction: number) => void) => Promise<AtlasFiles>): EarlyAtlas {
  let started = false;
  let load: Promise<AtlasFiles> | null = null;
  return {
    start(baseUri, onProgress) {
      if (started) return;
      started = true;
      load = fetchAtlas(baseUri, onProgress);
      // Handled here so a failure before the store takes the load is no unhandled rejection; the taker still sees it.
      load.catch(() => undefined);
    },
    take() {
      const taken = load;
      load = null;
      return taken;
    },
  };
}

/** The page's early atlas load: started by mount (core/mount.ts), taken by the game view (core/app/GameView.tsx). */
export const pageEarlyAtlas: EarlyAtlas = createEarlyAtlas((baseUri, onProgress) => fetchAtlas(baseUri, onProgress));
