import { PlaceType, ResourceType, STAIR_HEIGHT, type Place } from '../../model/index.ts';
import { lairPosY, ROAD_RULES, stairStart } from '../../rules/index.ts';
import { placesForStair, PLACES_PER_STAIR } from '../../content/index.ts';
import { hash01, ROAD } from './roadGeometry.ts';
import { ROAD_THEMES, themeOf } from './roadTheme.ts';

/** What a laid-out sprite is. */
export const SpriteKind = {
  place: 'place',
  lair: 'lair',
  hero: 'hero',
  companion: 'companion',
  decor: 'decor',
} as const;
export type SpriteKind = (typeof SpriteKind)[keyof typeof SpriteKind];

/** One sprite of the road: its centre and side in world units (sprites are square). */
export interface LaidSprite {
  key: string;
  kind: SpriteKind;
  imageId: string;
  x: number;
  y: number;
  size: number;
  /** Idle motion phase (radians), so neighbours do not bob in step. */
  phase: number;
  /** Multiplied into the sprite colour (decoration takes its theme's light). */
  tint?: string;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The box a sprite covers, counting `bob` units of idle motion above it. */
export const boxOf = (s: Pick<LaidSprite, 'x' | 'y' | 'size'>, bob = 0): Box => ({
  x0: s.x - s.size / 2,
  x1: s.x + s.size / 2,
  y0: s.y - s.size / 2,
  y1: s.y + s.size / 2 + bob,
});

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** How far a place's sprite bobs at most (part of its box). */
export const PLACE_BOB = 3;

/**
 * Where a place is drawn. The rule that keeps sprites apart: the lair stands in the hero's path just above where
 * the player stops; every other place takes a lane by its index on the stair, so places next to each other on a
 * stair alternate sides and a lane is reused only four places later (far enough up the stair: tested over the
 * content's stairs). The y is the place's own posY, so walking to it still ends beside it.
 */
export function placeSprite(place: Pick<Place, 'id' | 'posY' | 'placeType' | 'imageId' | 'stair'>): LaidSprite {
  const lair = place.placeType === PlaceType.CUSTOM_PLACE;
  const phase = hash01(place.id) * Math.PI * 2;
  const imageId = place.imageId || (lair ? 'lair' : 'chest');
  if (lair) {
    const size = ROAD.lairSize;
    return { key: `place-${place.id}`, kind: SpriteKind.lair, imageId, x: 0, y: place.posY + ROAD.lairLift + size / 2, size, phase };
  }
  const index = place.id % PLACES_PER_STAIR;
  const lane = ROAD.lanes[(index + 3) % ROAD.lanes.length] ?? 0;
  return { key: `place-${place.id}`, kind: SpriteKind.place, imageId, x: lane, y: place.posY, size: ROAD.placeSize, phase };
}

/**
 * Lays out the loaded places by `placeSprite`; an event's currency place (placed by the server at any height, not by
 * the stair's content) then takes the first lane where it covers no other place, so it never hides a find.
 */
export function layPlaces(places: Iterable<Place>): Map<number, LaidSprite> {
  // The places in, their sprites out: a find keeps the lane of placeSprite, an event place may move.
  const laid = new Map<number, LaidSprite>();
  const event: Place[] = [];
  for (const place of places) {
    if (place.resourceType === ResourceType.EVENT_CURRENCY) event.push(place);
    else laid.set(place.id, placeSprite(place));
  }
  for (const place of event) {
    const first = placeSprite(place);
    const boxes = [...laid.values()].map((s) => boxOf(s, PLACE_BOB));
    const free = [first.x, ...ROAD.lanes]
      .map((x) => ({ ...first, x }))
      .find((s) => !boxes.some((b) => overlaps(b, boxOf(s, PLACE_BOB))));
    laid.set(place.id, free ?? first);
  }
  return laid;
}

/** The hero and the companion with the hero at `coordinate` (the hero's centre is on the coordinate). */
export function partySprites(coordinate: number, heroImage: string, companionImage: string | null): LaidSprite[] {
  const hero: LaidSprite = { key: 'hero', kind: SpriteKind.hero, imageId: heroImage, x: ROAD.heroX, y: coordinate, size: ROAD.heroSize, phase: 0 };
  if (!companionImage) return [hero];
  const companion: LaidSprite = {
    key: 'companion',
    kind: SpriteKind.companion,
    imageId: companionImage,
    x: ROAD.companionX,
    y: coordinate - ROAD.companionBehind,
    size: ROAD.companionSize,
    phase: 1.3,
  };
  return [hero, companion];
}

/** The strip the party walks along (any coordinate): nothing but the lairs may stand in it. */
export const PATH_BOX_X: [number, number] = [
  Math.min(ROAD.heroX - ROAD.heroSize / 2, ROAD.companionX - ROAD.companionSize / 2),
  Math.max(ROAD.heroX + ROAD.heroSize / 2, ROAD.companionX + ROAD.companionSize / 2),
];

const decorCache = new Map<number, LaidSprite[]>();

/**
 * The decoration of one stair, seeded by the stair so it stays put and differs from stair to stair: a handful of
 * the theme's sprites scattered beside the road, each kept only where it overlaps no place of the stair (as the
 * content lays it out), no earlier decoration, and not the party's path.
 */
export function decorSprites(stair: number): LaidSprite[] {
  const cached = decorCache.get(stair);
  if (cached) return cached;
  const theme = ROAD_THEMES[themeOf(stair)];
  const start = stairStart(stair);
  const taken: Box[] = [...placesForStair(stair), ...placesForStair(stair + 1)].map((p) => boxOf(placeSprite(p), PLACE_BOB));
  taken.push({ x0: PATH_BOX_X[0] - 40, x1: PATH_BOX_X[1] + 40, y0: -Infinity, y1: Infinity });
  const decor: LaidSprite[] = [];
  for (let i = 0; i < ROAD.decorPerStair; i += 1) {
    const seed = stair * 64 + i * 4;
    const side = hash01(seed) < 0.5 ? -1 : 1;
    // Most near the road, some far out for wide frames.
    const out = hash01(seed + 1);
    const x = side * (ROAD.roadHalf - 30 + out * out * (ROAD.decorReach - ROAD.roadHalf));
    const size = Math.round(34 + hash01(seed + 2) * 26);
    // Kept inside the stair with its whole box, so stairs never share decoration space.
    const y = start + size / 2 + hash01(seed + 3) * (STAIR_HEIGHT - size);
    const imageId = theme.decor[Math.floor(hash01(seed + 5) * theme.decor.length)] ?? 'tree';
    const sprite: LaidSprite = { key: `decor-${stair}-${i}`, kind: SpriteKind.decor, imageId, x, y, size, phase: hash01(seed + 6) * 6.28, tint: theme.decorTint };
    const box = boxOf(sprite);
    if (taken.some((t) => overlaps(t, box))) continue;
    taken.push(box);
    decor.push(sprite);
  }
  decorCache.set(stair, decor);
  return decor;
}

/**
 * Every sprite of the stairs `from`..`to` as the content lays them out, with the party where the player stops
 * below the lair of `to` (the tests' and the browser's view of "what is drawn where").
 */
export function roadLayout(from: number, to: number, heroImage = 'human_male', companionImage: string | null = 'elf_female'): LaidSprite[] {
  const sprites: LaidSprite[] = [];
  for (let s = from; s <= to; s += 1) {
    for (const p of placesForStair(s)) sprites.push(placeSprite(p));
    sprites.push(...decorSprites(s));
  }
  sprites.push(...partySprites(lairPosY(to) - ROAD_RULES.lairStop, heroImage, companionImage));
  return sprites;
}

/** The pairs of sprites whose boxes overlap (with their idle bob counted); empty when the layout is clean. */
export function overlappingPairs(sprites: readonly LaidSprite[]): [string, string][] {
  const bobOf = (s: LaidSprite) => (s.kind === SpriteKind.hero || s.kind === SpriteKind.companion ? ROAD.heroBob : s.kind === SpriteKind.decor ? 0 : PLACE_BOB);
  const boxes = sprites.map((s) => boxOf(s, bobOf(s)));
  const pairs: [string, string][] = [];
  for (let i = 0; i < sprites.length; i += 1)
    for (let j = i + 1; j < sprites.length; j += 1)
      if (overlaps(boxes[i]!, boxes[j]!)) pairs.push([sprites[i]!.key, sprites[j]!.key]);
  return pairs;
}
