import { useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { playerAtom } from '../../state/atoms.ts';
import { createCoordinateSaver, createRoadWalker, type CoordinateSaver, type RoadWalker } from '../../state/road.ts';
import { ShownScene, type Shown } from '../useSceneTransition.ts';

/** What the road scene (canvas) and the road HUD (DOM) share: the walker and its coordinate saver. */
export interface RoadSession {
  walker: RoadWalker;
  saver: CoordinateSaver;
}

/** A road session per road scene instance; leaving the road saves the last coordinate. */
export function useRoadSession(shown: Shown): RoadSession | null {
  const store = useStore();
  const active = shown.name === ShownScene.road;
  const session = useMemo<RoadSession | null>(
    () =>
      active
        ? { walker: createRoadWalker(store.get(playerAtom)?.coordinate ?? 0), saver: createCoordinateSaver(store) }
        : null,
    // A new key is a new road scene: it starts from the player's stored coordinate.
    [active, shown.key, store],
  );
  useEffect(() => {
    if (!session) return;
    return () => {
      void session.saver.flush().finally(() => session.saver.dispose());
    };
  }, [session]);
  return session;
}
