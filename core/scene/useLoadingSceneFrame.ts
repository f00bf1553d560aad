import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';

/**
 * What every loading scene with a drawn backdrop does: centres the camera on the world's origin (the road moves it
 * along with the party, and a backdrop is drawn around the origin), calls `onDrawn` after its first frame (the
 * veil may then lift so the player sees the progress), and hands back the viewport to size the backdrop by.
 */
export function useLoadingSceneFrame(onDrawn: () => void): { width: number; height: number } {
  const viewport = useThree((s) => s.viewport);
  const camera = useThree((s) => s.camera);
  const drawn = useRef(false);

  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);

  useFrame(() => {
    if (drawn.current) return;
    drawn.current = true;
    onDrawn();
  });

  return viewport;
}
