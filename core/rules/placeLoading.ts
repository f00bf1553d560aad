import { FIRST_FRAME_MAX_AROUND, PLACE_DROP_BEHIND, PLACE_PRELOAD_RANGE, PLACE_PRELOAD_TRIGGER } from '../model/index.ts';
import { viewHeightOf } from './cameraZoom.ts';

/** A span of road coordinates, both ends included. */
export interface PlaceRange {
  from: number;
  to: number;
}

/**
 * The next span of places to request, or null when the loaded span is enough (technical §9 "Places and drawing").
 * Our reading of the spec's numbers, with H the virtual window height:
 * - Nothing loaded, or the player is outside the loaded span (a jump): load around the player with the range
 *   doubled, 2 × 1.1 H each way (never more than PLACE_DROP_BEHIND behind, never below 0).
 * - Ahead: once the loaded top is closer than 1.6 H, request up to 1.6 H + 1.1 H ahead of the player: a walk
 *   step by step adds about 1.1 H each time, a fast move more.
 * - Behind: the same, but the trigger and the span stay within PLACE_DROP_BEHIND, otherwise what is loaded
 *   would be dropped at once. Ahead comes first when both are due; the next call returns the other.
 */
export const nextPlaceRange = (coordinate: number, windowHeight: number, loaded: PlaceRange | null): PlaceRange | null => {
  const range = PLACE_PRELOAD_RANGE * windowHeight;
  const trigger = PLACE_PRELOAD_TRIGGER * windowHeight;
  const lowest = Math.max(0, coordinate - PLACE_DROP_BEHIND);
  if (!loaded || coordinate < loaded.from || coordinate > loaded.to) {
    return { from: Math.max(lowest, coordinate - 2 * range), to: coordinate + 2 * range };
  }
  if (loaded.to - coordinate < trigger) {
    return { from: loaded.to, to: coordinate + trigger + range };
  }
  const behindTrigger = Math.min(trigger, PLACE_DROP_BEHIND / 2);
  if (loaded.from > lowest && coordinate - loaded.from < behindTrigger) {
    return { from: Math.max(lowest, loaded.from - range), to: loaded.from };
  }
  return null;
};

/** The loaded span after a request succeeded: the union when they touch, else the new one alone. */
export const mergePlaceRange = (loaded: PlaceRange | null, added: PlaceRange): PlaceRange => {
  if (!loaded || added.from > loaded.to || added.to < loaded.from) return { ...added };
  return { from: Math.min(loaded.from, added.from), to: Math.max(loaded.to, added.to) };
};

/** Places more than PLACE_DROP_BEHIND units behind the player are dropped (technical §9). */
export const dropFarPlaces = <P extends { posY: number }>(places: readonly P[], coordinate: number): P[] =>
  places.filter((p) => p.posY >= coordinate - PLACE_DROP_BEHIND);

/** The loaded span once far places were dropped, so the lower edge is loaded again when the player goes back. */
export const trimPlaceRange = (loaded: PlaceRange, coordinate: number): PlaceRange => ({
  from: Math.min(loaded.to, Math.max(loaded.from, coordinate - PLACE_DROP_BEHIND)),
  to: loaded.to,
});

/**
 * How far around the player the first frame's one call (GET /api/player/info/road) loads places in a window of
 * `width` × `height` pixels: the first span `nextPlaceRange` asks for (2 × 1.1 view heights each way) and a quarter
 * more, since the road's canvas can be a little taller than the window's view height says; within the server's cap.
 */
export const firstPlacesAround = (width: number, height: number): number =>
  Math.min(FIRST_FRAME_MAX_AROUND, Math.ceil(2 * PLACE_PRELOAD_RANGE * viewHeightOf(width, height) * 1.25));

