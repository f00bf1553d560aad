import { atom } from 'jotai/vanilla';
import { ClanBuildingType, type ClanBuilding, type MyClan } from '../model/index.ts';
import { OverlayName, overlayAtom, sceneAtom, SceneName } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { idle, type Remote } from './remote.ts';

/**
 * The clan hall in the renderer (issue 13 "the clan scene … with the clan loading scene"): what its loading scene,
 * scene and HUDs share. No API here: this module sits in the chunks the clan page and the game view already load;
 * the calls are made by the clan chunk (clanHallLoad.ts), so a player who never visits loads none of them.
 */

/** The caller's clan and its buildings as the hall shows them; `ready(null)` when the player is in no clan. */
export interface ClanHallView {
  mine: MyClan;
  buildings: ClanBuilding[];
}
export const clanHallAtom = atom<Remote<ClanHallView | null>>(idle);

/** How far the clan's loading scene has come (0..1): written by the loading scene, shown by its HUD. */
export const clanHallLoadAtom = atom(0);

/** The parts of the hall's loading as one fraction: the chunk first, then the clan and its buildings. */
export const clanHallLoadFraction = (parts: { chunk: boolean; data: boolean }): number =>
  (parts.chunk ? 0.5 : 0) + (parts.data ? 0.5 : 0);

/**
 * The clan page's tab that tells about each building; a tab the page does not have (yet) falls back to its first
 * (ClanPage). Names as in CLAN_TABS (core/ui/clan/clanTabs.tsx); here because the scene may not import ui.
 */
export const CLAN_BUILDING_TABS: Record<ClanBuildingType, string> = {
  [ClanBuildingType.EXPERIENCE]: 'buildings',
  [ClanBuildingType.CLAN_SHIELD]: 'buildings',
  [ClanBuildingType.SNOW_WORLD]: 'buildings',
  [ClanBuildingType.GEAR_FACTORY]: 'factory',
  [ClanBuildingType.HALL_OF_FAME]: 'hall',
};

/** The tab the clan page opens at next, asked by a tap on a building; the page takes it once. */
export const clanTabRequestAtom = atom<string | null>(null);

/** The tab a clan page opening now should show: the one asked for if the page has it, else its first. */
export function takeClanTabRequest<T extends string>(store: StoreAccess, tabs: readonly T[]): T | undefined {
  const asked = store.get(clanTabRequestAtom);
  store.set(clanTabRequestAtom, null);
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}

/** Opens the clan page over the hall at the tab about this building. */
export function openClanBuilding(store: StoreAccess, type: ClanBuildingType): void {
  store.set(clanTabRequestAtom, CLAN_BUILDING_TABS[type]);
  store.set(overlayAtom, OverlayName.clan);
}

/** From the clan page to the clan hall: the page closes and the hall comes through its loading scene (technical §2). */
export function openClanHall(store: StoreAccess): void {
  store.set(overlayAtom, null);
  store.set(clanHallLoadAtom, 0);
  // Asked afresh on every visit: a building may have been started or finished since the last one.
  store.set(clanHallAtom, idle);
  if (store.get(sceneAtom).name !== SceneName.clan) store.set(sceneAtom, { name: SceneName.clan, firstStart: false });
}

/** Back to the road from the clan hall. */
export function closeClanHall(store: StoreAccess): void {
  store.set(clanHallLoadAtom, 0);
  if (store.get(sceneAtom).name === SceneName.clan) store.set(sceneAtom, { name: SceneName.road, firstStart: false });
}

/** Asks the hall's data again (the loading HUD's retry): the loading scene loads whatever is idle. */
export function retryClanHall(store: StoreAccess): void {
  store.set(clanHallAtom, idle);
}
