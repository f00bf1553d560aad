import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { atlasStatus, isAtlasSettled } from './atlas/atlasStore.ts';
import { markTime } from './atlas/markTime.ts';

/** A scene whose atlas is still loading after this long shows its stubs and reports ready anyway. */
export const ATLAS_WAIT_S = 10;

/**
 * Calls `onDrawn` once the scene's first frame with its sprites is on screen: frame callbacks run before the
 * render of their frame, so the callback after the first frame drawn with the atlas settled (loaded or failed,
 * stubs then) reports it. A stalled atlas is not waited for beyond ATLAS_WAIT_S.
 */
export function useFirstFrame(onDrawn: () => void): void {
  const state = useRef({ frames: 0, since: -1, done: false });
  useFrame(({ clock }) => {
    const s = state.current;
    if (s.done) return;
    if (s.since < 0) {
      s.since = clock.elapsedTime;
      // When the scene first drew, with or without its sprites (atlas/markTime.ts).
      markTime('scene-first-frame');
    }
    const settled = isAtlasSettled(atlasStatus()) || clock.elapsedTime - s.since > ATLAS_WAIT_S;
    if (!settled) return;
    s.frames += 1;
    if (s.frames === 1) markTime('scene-settled-frame');
    if (s.frames === 2) {
      s.done = true;
      onDrawn();
    }
  });
}
