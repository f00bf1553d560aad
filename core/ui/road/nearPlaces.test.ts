import { describe, expect, it } from 'vitest';
import { PlaceType, type Place } from '../../model/index.ts';
import { placesForStair } from '../../content/index.ts';
import { MAX_NEAR, nearPlaces } from './nearPlaces.ts';

const kind = (type: Place['placeType']): Place => {
  for (let s = 1; s <= 30; s += 1) {
    const place = placesForStair(s).find((p) => p.placeType === type && (type !== PlaceType.CUSTOM_PLACE || p.creatureId !== null));
    if (place) return place;
  }
  throw new Error(`no ${type}`);
};
const at = (place: Place, id: number, posY: number): Place => ({ ...place, id, posY, used: false });
const byId = (places: Place[]) => new Map(places.map((p) => [p.id, p]));

describe('nearPlaces', () => {
  it('lists the places within reach nearest first, at most four', () => {
    const find = kind(PlaceType.RESOURCE);
    const places = [at(find, 1, 1030), at(find, 2, 990), at(find, 3, 1060), at(find, 4, 1100), at(find, 5, 1005), at(find, 6, 2000)];
    expect(nearPlaces(byId(places), 1000).map((p) => p.id)).toEqual([5, 2, 1, 3]);
  });

  it('keeps the fight within reach in the list when closer finds would push it out', () => {
    const find = kind(PlaceType.RESOURCE);
    const keeper = at(kind(PlaceType.CUSTOM_PLACE), 9, 1040);
    const places = [keeper, at(find, 1, 1000), at(find, 2, 1010), at(find, 3, 990), at(find, 4, 1020)];
    const shown = nearPlaces(byId(places), 1000).map((p) => p.id);
    expect(shown).toHaveLength(MAX_NEAR);
    expect(shown).toEqual([1, 2, 3, 9]);
  });

  it('puts the fight first where the road ends at it, the nearest finds after it', () => {
    const find = kind(PlaceType.RESOURCE);
    const keeper = at(kind(PlaceType.CUSTOM_PLACE), 9, 1040);
    const places = [keeper, at(find, 1, 1000), at(find, 2, 1010), at(find, 3, 990), at(find, 4, 1020)];
    expect(nearPlaces(byId(places), 1000, true).map((p) => p.id)).toEqual([9, 1, 2, 3]);
    // Without a fight in reach, the end of the road changes nothing.
    expect(nearPlaces(byId(places.slice(1)), 1000, true).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves out a fight out of reach', () => {
    const find = kind(PlaceType.RESOURCE);
    const places = [at(kind(PlaceType.CUSTOM_PLACE), 9, 1500), at(find, 1, 1000)];
    expect(nearPlaces(byId(places), 1000).map((p) => p.id)).toEqual([1]);
  });
});
