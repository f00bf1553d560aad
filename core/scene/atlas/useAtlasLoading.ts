import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { assetProgressAtom } from '../../state/atoms.ts';
import { loadAtlas } from './atlasStore.ts';

const pageFetch = (url: string): Promise<Response> => fetch(url);

/**
 * Starts loading the sprite atlas from `staticBase` (where the page's static assets live, README "Hosts") and
 * reports its progress to the loading bar (`assetProgressAtom`). `fetchUrl` may answer with a response the first
 * script asked for early (core/boot/earlyFetch.ts), so the atlas is not requested twice.
 */
export function useAtlasLoading(staticBase: string, fetchUrl: (url: string) => Promise<Response> = pageFetch): void {
  const setProgress = useSetAtom(assetProgressAtom);
  useEffect(() => {
    void loadAtlas(setProgress, staticBase, { fetch: fetchUrl });
  }, [setProgress, staticBase, fetchUrl]);
}
