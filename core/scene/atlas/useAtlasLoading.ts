import { pageStaticBase } from '../../boot/staticBase.ts';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { assetProgressAtom } from '../../state/atoms.ts';
import { loadAtlas } from './atlasStore.ts';

/** Starts loading the sprite atlas and reports its progress to the loading bar (`assetProgressAtom`). */
export function useAtlasLoading(): void {
  const setProgress = useSetAtom(assetProgressAtom);
  useEffect(() => {
    void loadAtlas(setProgress, pageStaticBase());
  }, [setProgress]);
}
