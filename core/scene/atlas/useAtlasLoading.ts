import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { assetProgressAtom } from '../../state/atoms.ts';
import { loadAtlas } from './atlasStore.ts';
import type { AtlasFiles } from './fetchAtlas.ts';

const noEarlyLoad = (): null => null;

/**
 * Starts loading the sprite atlas from `staticBase` (where the page's static assets live, README "Hosts") and
 * reports its progress to the loading bar (`assetProgressAtom`). `takeEarly` hands over a load the first script
 * already started (core/boot/earlyAtlas.ts), so the atlas is not requested twice.
 */
export function useAtlasLoading(staticBase: string, takeEarly: () => Promise<AtlasFiles> | null = noEarlyLoad): void {
  const setProgress = useSetAtom(assetProgressAtom);
  useEffect(() => {
    void loadAtlas(setProgress, staticBase, { early: takeEarly() });
  }, [setProgress, staticBase, takeEarly]);
}
