import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { assetProgressAtom, rendererReadyAtom, sceneAtom } from '../../state/atoms.ts';

/**
 * A stand-in renderer for checking the shell alone in a browser: it reports its atlases and first frame
 * like the real one, and shows which scene the boot chose. Never part of a product bundle.
 */
export default function StubCanvas() {
  const scene = useAtomValue(sceneAtom);
  const setProgress = useSetAtom(assetProgressAtom);
  const setReady = useSetAtom(rendererReadyAtom);
  useEffect(() => {
    setProgress(0.5);
    const timer = setTimeout(() => {
      setProgress(1);
      setReady(true);
    }, 300);
    return () => clearTimeout(timer);
  }, [setProgress, setReady]);
  return (
    <div id="stub-canvas" data-scene={scene.name} data-first-start={String(scene.firstStart)}>
      {scene.name}
    </div>
  );
}
