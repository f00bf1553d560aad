import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { OrthographicCamera } from 'three';
import { REFERENCE_WIDTH } from '../model/index.ts';

/**
 * Keeps the orthographic camera showing REFERENCE_WIDTH (600) world units across (technical §9): r3f sizes the
 * frustum in CSS pixels, the zoom scales it to the reference width. The visible height follows the aspect.
 */
export function CameraZoom() {
  const camera = useThree((s) => s.camera) as OrthographicCamera;
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  useLayoutEffect(() => {
    if (width <= 0) return;
    camera.zoom = width / REFERENCE_WIDTH;
    camera.updateProjectionMatrix();
  }, [camera, width, height]);
  return null;
}

/** The visible road/world height in world units for a canvas of this CSS size. */
export const viewHeightOf = (width: number, height: number): number =>
  width > 0 ? (height * REFERENCE_WIDTH) / width : 0;
