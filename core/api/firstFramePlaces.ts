import type { PlacesResponse, PlayerInfoWithPlaces } from '../model/index.ts';

/**
 * How long the places of `player/info/road` may answer the road's first `places.ensure`: the road mounts right
 * after the boot's call; later the places may have changed (the API client also drops them on any change it sends).
 */
export const FIRST_FRAME_PLACES_TTL_MS = 30_000;

/** The places part of a `player/info/road` answer, held for the road's first `places.ensure`. */
export interface HeldPlaces {
  from: number;
  to: number;
  answer: PlacesResponse;
  heldAt: number;
}

export const holdPlaces = (road: PlayerInfoWithPlaces, now: number): HeldPlaces => ({
  from: road.placesFrom,
  to: road.placesTo,
  answer: road.places,
  heldAt: now,
});

/**
 * What `place/v3/ensure?coordFrom=from&coordTo=to` answers, from the held places when the span lies inside theirs
 * and they are fresh (the server answers the places with posY in the span: fixtures/server/API.md), else null.
 */
export const placesWithin = (held: HeldPlaces | null, from: number, to: number, now: number): PlacesResponse | null => {
  if (!held || now - held.heldAt > FIRST_FRAME_PLACES_TTL_MS || from < held.from || to > held.to) return null;
  return { ...held.answer, places: held.answer.places.filter((p) => p.posY >= from && p.posY <= to) };
};
