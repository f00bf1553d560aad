import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ShownScene, type Shown } from '../scene/useSceneTransition.ts';
import { SceneName, sceneOnScreenAtom } from '../state/atoms.ts';

/** The playable scenes, by the name the renderer shows them under; loading scenes and black are none. */
const playable: Partial<Record<ShownScene, SceneName>> = {
  characterSelection: SceneName.characterSelection,
  road: SceneName.road,
  battle: SceneName.battle,
  creature: SceneName.creature,
  clan: SceneName.clan,
  arena: SceneName.arena,
};

/**
 * Tells the state which scene is on screen (`sceneOnScreenAtom`): the shown one once the veil has lifted from it,
 * none while a scene fades or loads. The host lifecycle reports gameplay by it (state/hostLifecycle.ts).
 */
export function useSceneOnScreen(shown: Shown, veiled: boolean): void {
  const set = useSetAtom(sceneOnScreenAtom);
  const onScreen = veiled ? null : (playable[shown.name] ?? null);
  useEffect(() => {
    set(onScreen);
  }, [onScreen, set]);
}
