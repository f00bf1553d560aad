import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { creatureLoadAtom, creatureLoadFraction, leaveMissingHero, viewedHeroAtom } from '../../state/creatureView.ts';
import { heroesAtom, loadHeroes } from '../../state/heroes.ts';
import { atlasStatus, isAtlasSettled, subscribeAtlas } from '../atlas/atlasStore.ts';
import { useLoadingSceneFrame } from '../useLoadingSceneFrame.ts';

export interface CreatureLoadingSceneProps {
  /** The creature chunk (scene and HUD) has arrived. */
  chunkReady: boolean;
  /** Drawn once: the veil may lift, so the player sees the progress. */
  onDrawn: () => void;
  onLoaded: () => void;
}

/**
 * The creature's loading scene (technical §2: creature goes through its loading scene first): the dusk of the
 * hero's hall while the creature chunk, the roster and the atlas arrive, its progress in `creatureLoadAtom` for
 * the loading HUD. A roster that fails stays here for the HUD's retry; a hero no longer owned goes back to the road.
 */
export function CreatureLoadingScene({ chunkReady, onDrawn, onLoaded }: CreatureLoadingSceneProps) {
  const store = useStore();
  const roster = useAtomValue(heroesAtom);
  const hero = useAtomValue(viewedHeroAtom);
  const atlas = useSyncExternalStore(subscribeAtlas, atlasStatus);
  const atlasSettled = isAtlasSettled(atlas);
  const viewport = useLoadingSceneFrame(onDrawn);
  // Settled once: the parent's callbacks are new on every render, and the player must be told only once.
  const settled = useRef(false);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  // The roster is asked afresh on entry (an upgrade may have finished since the heroes page showed it).
  useEffect(() => {
    void loadHeroes(store);
  }, [store]);

  const rosterReady = roster.status === 'ready';
  useEffect(() => {
    store.set(creatureLoadAtom, creatureLoadFraction({ chunk: chunkReady, roster: rosterReady, atlas: atlasSettled }));
    if (!rosterReady || settled.current) return;
    if (hero === null) {
      settled.current = true;
      leaveMissingHero(store);
    } else if (chunkReady && atlasSettled) {
      settled.current = true;
      loaded.current();
    }
  }, [chunkReady, rosterReady, atlasSettled, hero, store]);

  // The hall before its light comes on: an empty pedestal in the dusk, where the hero will stand.
  const side = Math.min(viewport.width, viewport.height) * 0.42;
  return (
    <>
      <color attach="background" args={['#0a0716']} />
      <mesh position={[0, -side * 0.5, -4]} scale={[side * 0.46, side * 0.12, 1]}>
        <circleGeometry args={[1, 40]} />
        <meshBasicMaterial color="#2a2040" />
      </mesh>
      <mesh position={[0, -side * 0.5 + side * 0.02, -3]} scale={[side * 0.44, side * 0.1, 1]}>
        <ringGeometry args={[0.94, 1, 40]} />
        <meshBasicMaterial color="#6a5428" />
      </mesh>
    </>
  );
}
