import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { StoreAccess } from '../../state/character.ts';
import { clanHallAtom, clanHallLoadAtom, clanHallLoadFraction } from '../../state/clanHall.ts';
import { useLoadingSceneFrame } from '../useLoadingSceneFrame.ts';

/** What the clan chunk hands the loading scene: its calls, so the game view's chunk carries none of them. */
export interface ClanHallLoader {
  loadClanHall: (store: StoreAccess) => Promise<void>;
  leaveClanHall: (store: StoreAccess) => void;
}

export interface ClanLoadingSceneProps {
  /** The clan chunk once it has arrived. */
  chunk: ClanHallLoader | null;
  /** Drawn once: the veil may lift, so the player sees the progress. */
  onDrawn: () => void;
  onLoaded: () => void;
}

/**
 * The clan's loading scene (technical §2: the clan scene goes through its loading scene first): the courtyard at
 * dusk, its gate shut, while the clan chunk, the clan and its buildings arrive; the progress goes to
 * `clanHallLoadAtom` for the loading HUD. A failed load stays here for the HUD's retry (which sets the hall idle
 * again); a player in no clan goes back to the road.
 */
export function ClanLoadingScene({ chunk, onDrawn, onLoaded }: ClanLoadingSceneProps) {
  const store = useStore();
  const hall = useAtomValue(clanHallAtom);
  const viewport = useLoadingSceneFrame(onDrawn);
  const settled = useRef(false);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (chunk && hall.status === 'idle') void chunk.loadClanHall(store);
  }, [chunk, hall.status, store]);

  const data = hall.status === 'ready';
  useEffect(() => {
    store.set(clanHallLoadAtom, clanHallLoadFraction({ chunk: chunk !== null, data }));
    if (!chunk || hall.status !== 'ready' || settled.current) return;
    settled.current = true;
    if (hall.value === null) chunk.leaveClanHall(store);
    else loaded.current();
  }, [chunk, data, hall, store]);

  // The gate of the courtyard before the torches are lit.
  const side = Math.min(viewport.width, viewport.height) * 0.4;
  return (
    <>
      <color attach="background" args={['#0d1020']} />
      <mesh position={[0, -side * 0.55, -4]} scale={[side * 0.9, side * 0.22, 1]}>
        <circleGeometry args={[1, 40]} />
        <meshBasicMaterial color="#232437" />
      </mesh>
      <mesh position={[0, -side * 0.1, -3]} scale={[side * 0.32, side * 0.32, 1]}>
        <circleGeometry args={[1, 32, 0, Math.PI]} />
        <meshBasicMaterial color="#2e2a3c" />
      </mesh>
    </>
  );
}
