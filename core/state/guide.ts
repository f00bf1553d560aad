import { atom } from 'jotai/vanilla';
import { GuideCue, GuideStep, guideLeft, guideMarkers, guideSteps, nextGuideStep } from '../rules/guideSteps.ts';
import type { Player } from '../model/index.ts';
import { connectionLostAtom, overlayAtom, playerAtom, sceneAtom, SceneName } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { requireSocial } from './social.ts';

/** What the road HUD sees now (something in reach, the road ends here); it clears them when the road closes. */
export const roadGuideCuesAtom = atom<ReadonlySet<GuideCue>>(new Set<GuideCue>());

/**
 * Markers recorded in this page load before the server answered (or when it did not): a step the player
 * closed never comes back while the call runs, nor after a failed call until the page reloads.
 */
const closedHereAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The guide's markers the player has: the server's `playerMarkers` and those closed in this page load. */
export const guideDoneAtom = atom((get) => {
  const done = new Set(get(closedHereAtom));
  for (const { playerMarker } of get(playerAtom)?.playerMarkers ?? []) done.add(playerMarker);
  return done as ReadonlySet<string>;
});

/** Whether this player has any step left (the app loads the guide's chunk only then). */
export const guidePendingAtom = atom((get) => get(playerAtom) !== null && guideLeft(get(guideDoneAtom)));

/** The step to show now, or null: none while an overlay page or the connection page covers the game. */
export const guideStepAtom = atom<GuideStep | null>((get) => {
  if (get(playerAtom) === null || get(overlayAtom) !== null || get(connectionLostAtom)) return null;
  const scene = get(sceneAtom).name;
  const cues = new Set<GuideCue>();
  if (scene === SceneName.road) {
    cues.add(GuideCue.road);
    for (const cue of get(roadGuideCuesAtom)) cues.add(cue);
  } else if (scene === SceneName.battle) {
    cues.add(GuideCue.battle);
  }
  return nextGuideStep(get(guideDoneAtom), cues);
});

/** Sets or clears a road cue; a set that does not change keeps the atom as it is (no re-render). */
export function setRoadGuideCue(store: StoreAccess, cue: GuideCue, on: boolean): void {
  const cues = store.get(roadGuideCuesAtom);
  if (cues.has(cue) === on) return;
  const next = new Set(cues);
  if (on) next.add(cue);
  else next.delete(cue);
  store.set(roadGuideCuesAtom, next);
}

export const clearRoadGuideCues = (store: StoreAccess): void => store.set(roadGuideCuesAtom, new Set<GuideCue>());

const closeHere = (store: StoreAccess, markers: readonly string[]): void =>
  store.set(closedHereAtom, new Set([...store.get(closedHereAtom), ...markers]));

/** Only the markers come from the answer: the rest of the player may be newer here than in the answer. */
const keepMarkers = (store: StoreAccess, answer: Player): void => {
  const player = store.get(playerAtom);
  if (player) store.set(playerAtom, { ...player, playerMarkers: answer.playerMarkers });
};

/** The player has seen `step`: it hides at once and its marker is recorded on the server (`marker/add`). */
export async function completeGuideStep(store: StoreAccess, step: GuideStep): Promise<void> {
  const { marker } = guideSteps[step];
  if (store.get(guideDoneAtom).has(marker)) return;
  closeHere(store, [marker]);
  keepMarkers(store, await requireSocial(store).markers.add(marker));
}

/** "Skip the guide": every step left is recorded at once (`marker/addAll`), so none is shown again. */
export async function skipGuide(store: StoreAccess): Promise<void> {
  const done = store.get(guideDoneAtom);
  const left = guideMarkers.filter((marker) => !done.has(marker));
  if (left.length === 0) return;
  closeHere(store, left);
  keepMarkers(store, await requireSocial(store).markers.addAll(left));
}
