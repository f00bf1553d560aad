import { atom } from 'jotai/vanilla';
import { dropFarPlaces, mergePlaceRange, nextPlaceRange, trimPlaceRange, type PlaceRange } from '../rules/index.ts';
import { placesAtom, playerAtom } from './atoms.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';

// The places loaded around the player on the road (technical §4 "Movement and places", §9 "Places and drawing").

/** The road span whose places are loaded, or null when nothing is (technical §9 "Places and drawing"). */
export const placesWindowAtom = atom<PlaceRange | null>(null);
/** Bumped whenever loaded places are cleared, so an answer to a request made before the clear is thrown away. */
export const placesEpochAtom = atom(0);
export const placesLoadingAtom = atom(false);

/**
 * Set when the server moved the player (turn, pointer, portal, a finished battle): the road scene puts its walker
 * there. `seq` makes two jumps to the same coordinate distinct.
 */
export const roadJumpAtom = atom<{ coordinate: number; seq: number } | null>(null);

/** Forgets every loaded place and the loading progress (technical §4: turn, back, teleport, portal use). */
export function clearPlaces(store: StoreAccess): void {
  store.set(placesAtom, new Map());
  store.set(placesWindowAtom, null);
  store.set(placesEpochAtom, (n) => n + 1);
}

/** Puts the road walker where the server says the player is, and forgets the places (the road reloads there). */
export function jumpTo(store: StoreAccess, coordinate: number): void {
  clearPlaces(store);
  store.set(roadJumpAtom, (prev) => ({ coordinate, seq: (prev?.seq ?? 0) + 1 }));
}

/**
 * Loads the places ahead when the player nears the loaded edge (technical §9: 1.1× the virtual window height,
 * triggered at 1.6×, the first load doubled; `nextPlaceRange` in core/rules) and drops those far behind.
 * `viewHeight` is the visible road height in road units. One request at a time; an answer that arrives after
 * the places were cleared (a turn, a portal, a finished battle) is thrown away. Resolves once stored.
 */
export async function ensurePlaces(store: StoreAccess, coordinate: number, viewHeight: number): Promise<void> {
  // Ahead and behind may both be due: the rule hands out one span per call, so ask again once stored.
  for (let round = 0; round < 2; round += 1) {
    if (store.get(placesLoadingAtom)) return;
    const range = nextPlaceRange(coordinate, viewHeight, store.get(placesWindowAtom));
    if (!range) return;
    const epoch = store.get(placesEpochAtom);
    store.set(placesLoadingAtom, true);
    try {
      const answer = await requireApi(store).places.ensure(Math.floor(range.from), Math.ceil(range.to));
      if (store.get(placesEpochAtom) !== epoch) return;
      const merged = new Map(store.get(placesAtom));
      for (const place of answer.places) merged.set(place.id, place);
      const kept = dropFarPlaces([...merged.values()], coordinate);
      store.set(placesAtom, new Map(kept.map((p) => [p.id, p])));
      store.set(placesWindowAtom, trimPlaceRange(mergePlaceRange(store.get(placesWindowAtom), range), coordinate));
      const player = store.get(playerAtom);
      if (player && (player.minCoordinate !== answer.minCoordinate || player.maxCoordinate !== answer.maxCoordinate)) {
        store.set(playerAtom, { ...player, minCoordinate: answer.minCoordinate, maxCoordinate: answer.maxCoordinate });
      }
    } catch (e: unknown) {
      toastError(store, e);
      return;
    } finally {
      store.set(placesLoadingAtom, false);
    }
  }
}
