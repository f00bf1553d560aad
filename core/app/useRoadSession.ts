import { useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';
import { closeRoadSession, openRoadSession, type RoadSession } from '../state/roadSession.ts';

/** A road session per road scene instance, shared by the road scene and its HUD; leaving the road saves the coordinate. */
export function useRoadSession(shown: Shown): RoadSession | null {
  const store = useStore();
  const active = shown.name === ShownScene.road;
  const session = useMemo<RoadSession | null>(
    () => (active ? openRoadSession(store) : null),
    // A new key is a new road scene: it starts from the player's stored coordinate.
    [active, shown.key, store],
  );
  useEffect(() => {
    if (!session) return;
    return () => void closeRoadSession(session);
  }, [session]);
  return session;
}
