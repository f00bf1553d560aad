import { atom } from 'jotai/vanilla';
import { msg } from '@lingui/core/macro';
import { steppedHero } from '../rules/heroes/steppedHero.ts';
import type { ForceId, HeroView } from '../model/index.ts';
import { creatureHeroIdAtom, sceneAtom, SceneName } from './atoms.ts';
import { translate, type StoreAccess } from './character.ts';
import { heroesAtom } from './heroes.ts';
import { showToastAtom } from './overlays.ts';

/** The force picked in the ring around a hero, kept with that hero: another hero's page starts with none picked. */
const pickedAtom = atom<{ heroId: number; force: ForceId } | null>(null);

/** The force picked in the ring around the viewed hero; its details show in the scene's HUD. */
export const creatureForceAtom = atom(
  (get) => {
    const picked = get(pickedAtom);
    return picked !== null && picked.heroId === get(creatureHeroIdAtom) ? picked.force : null;
  },
  (get, set, force: ForceId | null) => {
    const heroId = get(creatureHeroIdAtom);
    set(pickedAtom, heroId === null || force === null ? null : { heroId, force });
  },
);

/**
 * How far the creature's loading scene has come (0..1): its chunk, the roster and the atlas. The loading scene
 * writes it, the loading HUD shows it (the scene and the HUD never import each other).
 */
export const creatureLoadAtom = atom(0);

/** CSS pixels of each side of the frame the creature HUD covers; the scene stands the hero in the rest. */
export interface CreatureInsets {
  top: number;
  bottom: number;
  right: number;
}
export const creatureInsetsAtom = atom<CreatureInsets>({ top: 0, bottom: 0, right: 0 });

/** Hero ids in the order the prev/next arrows walk them: the fighting six in slot order, then the reserve. */
export const creatureOrderAtom = atom<readonly number[]>((get) => {
  const roster = get(heroesAtom);
  return roster.status === 'ready' ? [...roster.value.squad, ...roster.value.reserve] : [];
});

/** The viewed hero as the roster last answered it; null while the roster is not there or the hero is not in it. */
export const viewedHeroAtom = atom<HeroView | null>((get) => {
  const roster = get(heroesAtom);
  const id = get(creatureHeroIdAtom);
  if (roster.status !== 'ready' || id === null) return null;
  return roster.value.heroes.find((h) => h.hero.id === id) ?? null;
});

/** The parts of the creature's loading, each ready or not, as one fraction: the chunk and the roster weigh most. */
export const creatureLoadFraction = (parts: { chunk: boolean; roster: boolean; atlas: boolean }): number =>
  (parts.chunk ? 0.4 : 0) + (parts.roster ? 0.4 : 0) + (parts.atlas ? 0.2 : 0);

/** Back to the road from the hero's page. */
export function closeCreature(store: StoreAccess): void {
  store.set(creatureLoadAtom, 0);
  if (store.get(sceneAtom).name === SceneName.creature) store.set(sceneAtom, { name: SceneName.road, firstStart: false });
}

/** The previous (-1) or next (+1) hero of the squad and reserve, wrapping round. */
export function stepCreature(store: StoreAccess, step: number): void {
  const id = store.get(creatureHeroIdAtom);
  if (id === null) return;
  const next = steppedHero(store.get(creatureOrderAtom), id, step);
  if (next === id) return;
  store.set(creatureHeroIdAtom, next);
}

/**
 * The viewed hero is no longer the player's (exchanged in another tab, say): back to the road, saying why. Called
 * when a roster without it arrives.
 */
export function leaveMissingHero(store: StoreAccess): void {
  store.set(showToastAtom, translate(store, msg`This hero is no longer yours.`));
  closeCreature(store);
}
