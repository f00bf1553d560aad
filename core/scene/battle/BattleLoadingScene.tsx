import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { battleAtom, sceneAtom, SceneName } from '../../state/atoms.ts';
import { loadBattle } from '../../state/battle.ts';
import { atlasStatus, isAtlasSettled, subscribeAtlas } from '../atlas/atlasStore.ts';
import { battleBackdrop } from '../worlds/lazyPart.ts';

/**
 * The battle's loading scene (technical §2: battle goes through its loading scene first): black until the battle
 * is in the store, the atlas has arrived or failed, the battle chunk (scene and HUD, core/app/useBattleChunk.ts) has
 * arrived and the backdrop's chunk is there (or failed). A battle that cannot be fetched sends the player back to
 * the road.
 */
export function BattleLoadingScene({ chunkReady, onLoaded }: { chunkReady: boolean; onLoaded: () => void }) {
  const store = useStore();
  const battle = useAtomValue(battleAtom);
  const atlas = useSyncExternalStore(subscribeAtlas, atlasStatus);
  const atlasSettled = isAtlasSettled(atlas);
  // The backdrop's chunk comes while the battle loads, so the fight's first frame already stands in its world.
  const [backdropSettled, setBackdropSettled] = useState(false);
  useEffect(() => {
    let live = true;
    const settle = () => live && setBackdropSettled(true);
    battleBackdrop.load().then(settle, (error: unknown) => {
      console.error('Battle: the backdrop was not loaded', error);
      settle();
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (battle.status === 'idle') void loadBattle(store);
    else if (battle.status === 'failed') store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    else if (battle.status === 'ready' && atlasSettled && backdropSettled && chunkReady) onLoaded();
  }, [battle.status, atlasSettled, backdropSettled, chunkReady, onLoaded, store]);

  return <color attach="background" args={['#000000']} />;
}
