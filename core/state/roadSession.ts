import { atom } from 'jotai/vanilla';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { createCoordinateSaver, type CoordinateSaver } from './coordinateSaver.ts';
import { createRoadWalker, type RoadWalker } from './roadWalker.ts';

/** What the road scene (canvas) and the road HUD (DOM) share for one road visit: the walker and its saver. */
export interface RoadSession {
  walker: RoadWalker;
  saver: CoordinateSaver;
}

/** The saver of the road on screen, which a host's leave request flushes (state/hostLifecycle.ts); null off the road. */
export const activeRoadSaverAtom = atom<CoordinateSaver | null>(null);

/** A road visit starting from the player's stored coordinate. */
export const openRoadSession = (store: StoreAccess): RoadSession => ({
  walker: createRoadWalker(store.get(playerAtom)?.coordinate ?? 0),
  saver: createCoordinateSaver(store),
});

/** Leaving the road saves the last coordinate, then stops the saver. */
export const closeRoadSession = async (session: RoadSession): Promise<void> => {
  try {
    await session.saver.flush();
  } finally {
    session.saver.dispose();
  }
};
