import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';

/**
 * Calls `onDrawn` once the scene's first frame is on screen: frame callbacks run before the render of their
 * frame, so the second callback comes after the first frame was drawn.
 */
export function useFirstFrame(onDrawn: () => void): void {
  const frames = useRef(0);
  useFrame(() => {
    frames.current += 1;
    if (frames.current === 2) onDrawn();
  });
}
