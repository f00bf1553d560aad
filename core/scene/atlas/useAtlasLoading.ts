import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { assetProgressAtom } from '../../state/atoms.ts';
import { loadAtlas } from './atlasStore.ts';

/**
 * Starts loading the sprite atlas from `staticBase` (where the page's static assets live, README "Hosts") and
 * reports its progress to the loading bar (`assetProgressAtom`).
 */
export function useAtlasLoading(staticBase: string): void {
  const setProgress = useSetAtom(assetProgressAtom);
  useEffect(() => {
    void loadAtlas(setProgress, staticBase);
  }, [setProgress, staticBase]);
}
