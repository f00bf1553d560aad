import { useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';
import { activeRoadSaverAtom, closeRoadSession, openRoadSession, type RoadSession } from '../state/roadSession.ts';

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
    // A host's leave request saves this road's coordinate (issue 25).
    store.set(activeRoadSaverAtom, session.saver);
    return () => {
      if (store.get(activeRoadSaverAtom) === session.saver) store.set(activeRoadSaverAtom, null);
      void closeRoadSession(session);
    };
  }, [session, store]);
  return session;
}
