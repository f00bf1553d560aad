import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_MAX_AROUND, PLACE_DROP_BEHIND } from '../model/index.ts';
import { dropFarPlaces, firstPlacesAround, mergePlaceRange, nextPlaceRange, trimPlaceRange } from './placeLoading.ts';
import { viewHeightOf } from './cameraZoom.ts';
import type { PlaceRange } from './placeLoading.ts';

const H = 1000; // virtual window height: range 1.1 H = 1100, trigger 1.6 H = 1600

describe('nextPlaceRange (technical §9)', () => {
  it('first load doubles the range around the player, never below 0 or past the drop distance behind', () => {
    expect(nextPlaceRange(5000, H, null)).toEqual({ from: 5000 - PLACE_DROP_BEHIND, to: 5000 + 2200 });
    expect(nextPlaceRange(300, H, null)).toEqual({ from: 0, to: 2500 });
  });

  it('asks for nothing while the loaded edges are far enough', () => {
    expect(nextPlaceRange(5000, H, { from: 4000, to: 7200 })).toBeNull();
  });

  it('loads about 1.1 H more once the top is closer than 1.6 H', () => {
    expect(nextPlaceRange(5700, H, { from: 4700, to: 7300 })).toBeNull();
    expect(nextPlaceRange(5701, H, { from: 4701, to: 7300 })).toEqual({ from: 7300, to: 8401 });
  });

  it('after a fast move the top ends at least 1.6 H + 1.1 H ahead', () => {
    expect(nextPlaceRange(7000, H, { from: 6000, to: 7200 })).toEqual({ from: 7200, to: 9700 });
  });

  it('loads behind within the drop distance when walking back', () => {
    expect(nextPlaceRange(5000, H, { from: 4600, to: 8000 })).toEqual({ from: 4000, to: 4600 });
    expect(nextPlaceRange(300, H, { from: 0, to: 3000 })).toBeNull();
  });

  it('a jump outside the loaded span starts over', () => {
    expect(nextPlaceRange(20_000, H, { from: 0, to: 3000 })).toEqual({ from: 19_000, to: 22_200 });
  });

  it('walking up the road step by step keeps places loaded ahead and stops loading once covered', () => {
    let loaded: PlaceRange | null = null;
    let requests = 0;
    for (let c = 0; c <= 20_000; c += 25) {
      for (let r = nextPlaceRange(c, H, loaded); r; r = nextPlaceRange(c, H, loaded)) {
        loaded = mergePlaceRange(loaded, r);
        requests += 1;
        expect(requests).toBeLessThan(100);
      }
      loaded = trimPlaceRange(loaded as PlaceRange, c);
      expect(loaded.to - c).toBeGreaterThanOrEqual(1600);
      expect(loaded.from).toBeGreaterThanOrEqual(Math.max(0, c - PLACE_DROP_BEHIND));
    }
    expect(requests).toBeGreaterThan(10);
  });
});

describe('mergePlaceRange and trimPlaceRange', () => {
  it('joins touching spans and replaces distant ones', () => {
    expect(mergePlaceRange(null, { from: 1, to: 2 })).toEqual({ from: 1, to: 2 });
    expect(mergePlaceRange({ from: 0, to: 100 }, { from: 100, to: 250 })).toEqual({ from: 0, to: 250 });
    expect(mergePlaceRange({ from: 0, to: 100 }, { from: 500, to: 600 })).toEqual({ from: 500, to: 600 });
  });
  it('raises the lower edge to the drop distance', () => {
    expect(trimPlaceRange({ from: 0, to: 9000 }, 5000)).toEqual({ from: 4000, to: 9000 });
    expect(trimPlaceRange({ from: 4500, to: 9000 }, 5000)).toEqual({ from: 4500, to: 9000 });
  });
});

describe('dropFarPlaces (technical §9)', () => {
  it('drops places more than 1000 units behind', () => {
    const places = [{ posY: 3999 }, { posY: 4000 }, { posY: 5000 }, { posY: 9000 }];
    expect(dropFarPlaces(places, 5000)).toEqual([{ posY: 4000 }, { posY: 5000 }, { posY: 9000 }]);
  });
});

describe('firstPlacesAround (the first frame in one call, issue 26)', () => {
  it('covers the first span the road asks for, in phone and desktop windows, within the server cap', () => {
    for (const [width, height] of [[390, 844], [480, 800], [1920, 1080], [800, 2400]] as const) {
      const around = firstPlacesAround(width, height);
      for (const coordinate of [0, 700, 5_000]) {
        const first = nextPlaceRange(coordinate, viewHeightOf(width, height), null);
        expect(first && Math.floor(first.from)).toBeGreaterThanOrEqual(Math.max(0, coordinate - Math.min(around, PLACE_DROP_BEHIND)));
        expect(first && Math.ceil(first.to)).toBeLessThanOrEqual(coordinate + around);
      }
      expect(around).toBeLessThanOrEqual(FIRST_FRAME_MAX_AROUND);
    }
  });
});
