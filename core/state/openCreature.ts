import { creatureHeroIdAtom, overlayAtom, sceneAtom, SceneName } from './atoms.ts';
import type { StoreAccess } from './character.ts';

/**
 * Opens a hero's page in the renderer (issue 11: the creature scene reached from the squad): the heroes overlay
 * closes and the creature scene comes through its loading scene (technical §2). Apart from creatureView.ts, so the
 * heroes page and the game view share no module but those of the app chunk.
 */
export function openCreature(store: StoreAccess, heroId: number): void {
  store.set(creatureHeroIdAtom, heroId);
  store.set(overlayAtom, null);
  if (store.get(sceneAtom).name !== SceneName.creature) store.set(sceneAtom, { name: SceneName.creature, firstStart: false });
}
