import type { Place } from '../../model/index.ts';
import { isNearPlace } from '../../rules/index.ts';
import { PlaceAction, placeActionOf } from '../../state/placeActions.ts';

/** At most this many place buttons, so the HUD leaves the road visible. */
export const MAX_NEAR = 4;

/**
 * Places within reach, nearest first, among those the HUD can act on. A fight within reach always has its button:
 * at a keeper's stair the road's end says to beat it, and finds lying closer (four of them on some stairs) had
 * pushed its button out of the list, so a player could only find the fight by tapping the figure. Where the road
 * ends (`blocked`) the fight leads the list, right under the line that says to beat it: on a short phone the last of
 * four buttons sat below the fold of the HUD, under the guide's tip.
 */
export const nearPlaces = (places: ReadonlyMap<number, Place>, coordinate: number, blocked = false): Place[] => {
  const near = [...places.values()]
    .filter((p) => placeActionOf(p) !== null && isNearPlace(coordinate, p.posY))
    .sort((a, b) => Math.abs(a.posY - coordinate) - Math.abs(b.posY - coordinate));
  const fight = near.find((p) => placeActionOf(p) === PlaceAction.attack);
  if (fight && blocked) return [fight, ...near.filter((p) => p !== fight).slice(0, MAX_NEAR - 1)];
  const shown = near.slice(0, MAX_NEAR);
  if (fight && !shown.includes(fight)) shown[shown.length - 1] = fight;
  return shown;
};
