import { useAtomValue, useStore } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { battleAtom, sceneAtom, SceneName } from '../../state/atoms.ts';
import { loadBattle } from '../../state/battle.ts';
import { atlasStatus, subscribeAtlas } from '../atlas/atlasStore.ts';

/**
 * The battle's loading scene (technical §2: battle goes through its loading scene first): black until the battle
 * is in the store and the atlas has arrived or failed. A battle that cannot be fetched sends the player back to
 * the road.
 */
export function BattleLoadingScene({ onLoaded }: { onLoaded: () => void }) {
  const store = useStore();
  const battle = useAtomValue(battleAtom);
  const atlas = useSyncExternalStore(subscribeAtlas, atlasStatus);
  const atlasSettled = atlas.status === 'ready' || atlas.status === 'failed';

  useEffect(() => {
    if (battle.status === 'idle') void loadBattle(store);
    else if (battle.status === 'failed') store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    else if (battle.status === 'ready' && atlasSettled) onLoaded();
  }, [battle.status, atlasSettled, onLoaded, store]);

  return <color attach="background" args={['#000000']} />;
}
