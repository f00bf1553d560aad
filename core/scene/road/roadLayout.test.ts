import { describe, expect, it } from 'vitest';
import { PlaceType, ResourceType, type Place } from '../../model/index.ts';
import { lairPosY, ROAD_RULES } from '../../rules/index.ts';
import { placesForStair } from '../../content/index.ts';
import { boxOf, decorSprites, layPlaces, overlappingPairs, overlaps, PATH_BOX_X, PLACE_BOB, placeSprite, roadLayout, SpriteKind } from './roadLayout.ts';
import { themeOf } from './roadTheme.ts';

describe('roadLayout', () => {
  it('lets no two sprites overlap on the first ten stairs, with the party stopped below each lair (issue 10)', () => {
    for (let stop = 1; stop <= 10; stop += 1) {
      const sprites = roadLayout(1, 10).filter((s) => s.kind !== SpriteKind.hero && s.kind !== SpriteKind.companion);
      const party = roadLayout(stop, stop).filter((s) => s.kind === SpriteKind.hero || s.kind === SpriteKind.companion);
      expect(overlappingPairs([...sprites, ...party]), `party below the lair of stair ${stop}`).toEqual([]);
    }
  });

  it('keeps places apart on the first 150 stairs too (the lane rule does not depend on luck)', () => {
    for (let s = 1; s <= 150; s += 10) {
      expect(overlappingPairs(roadLayout(s, s + 9)), `stairs ${s}..${s + 9}`).toEqual([]);
    }
  });

  it('keeps the party path clear of every place but the lairs, wherever the party walks', () => {
    for (let s = 1; s <= 10; s += 1) {
      for (const place of placesForStair(s)) {
        const sprite = placeSprite(place);
        if (sprite.kind === SpriteKind.lair) continue;
        const box = boxOf(sprite);
        expect(box.x1 <= PATH_BOX_X[0] || box.x0 >= PATH_BOX_X[1], sprite.key).toBe(true);
      }
    }
  });

  it('puts the lair in the road just above the party where it stops, not under the hero (issue 10)', () => {
    const stair = 4;
    const lair = placesForStair(stair).map(placeSprite).find((s) => s.kind === SpriteKind.lair)!;
    const hero = roadLayout(stair, stair).find((s) => s.kind === SpriteKind.hero)!;
    expect(hero.y).toBe(lairPosY(stair) - ROAD_RULES.lairStop);
    expect(overlaps(boxOf(lair), boxOf(hero, 7))).toBe(false);
    expect(Math.abs(lair.x)).toBeLessThan(Math.abs(hero.x) + hero.size);
  });

  it('decorates each stair differently and the same way every time', () => {
    const names = (stair: number) => decorSprites(stair).map((d) => `${d.imageId}@${Math.round(d.x)},${Math.round(d.y)}`);
    expect(names(3)).toEqual(names(3));
    expect(names(3)).not.toEqual(names(4));
    expect(decorSprites(3).length).toBeGreaterThan(3);
  });

  it('changes the theme as the road rises: meadow first, underworld by stair 100', () => {
    expect(themeOf(1)).toBe('meadow');
    expect(themeOf(30)).toBe('mountains');
    expect(themeOf(100)).toBe('underworld');
    expect(new Set([1, 10, 30, 60, 100].map(themeOf)).size).toBe(5);
  });
});

describe('layPlaces', () => {
  it('moves an event place to a lane where it hides no find, and leaves the finds where they were', () => {
    const find = placesForStair(1).find((p) => p.placeType !== PlaceType.CUSTOM_PLACE)!;
    const findSprite = placeSprite(find);
    // An event place whose own lane would put it right on the find.
    const asEvent = (id: number): Place => ({ ...find, id, resourceType: ResourceType.EVENT_CURRENCY, placeType: PlaceType.RESOURCE });
    const eventId = [...Array(16).keys()].map((i) => 900_001 + i).find((id) => placeSprite(asEvent(id)).x === findSprite.x)!;
    const event = asEvent(eventId);
    expect(boxOf(placeSprite(event))).toEqual(boxOf(findSprite));
    const laid = layPlaces([find, event]);
    expect(laid.get(find.id)).toEqual(findSprite);
    expect(overlaps(boxOf(laid.get(eventId)!, PLACE_BOB), boxOf(findSprite, PLACE_BOB))).toBe(false);
  });
});
