import { CardKind, forceIds, HeroClass, heroClasses, HeroQuality, PlaceType } from '../model/index.ts';
import type { ArtifactDef, CardDef, Place, PlaceGoods } from '../model/index.ts';
import { createRng, rngInt, stairStart } from '../rules/index.ts';
import type { Rng } from '../rules/index.ts';
import { HERO_ARTIFACTS } from './heroes/artifacts.ts';
import { HERO_CLASSES } from './heroes/heroClasses.ts';
import { HERO_CONSUMABLES } from './heroes/heroConsumables.ts';

/**
 * The finds of the road (HEROES.md "Road finds", issue 11): ARTIFACT, RUNE and CONSUMABLE places and a wandering
 * warrior (a GAINABLE that brings a hero). They are drawn from a random stream of their own, after the stair's
 * other places, and take the place indices those never use, so adding them moved no existing place.
 */
export const FIND_FIRST_INDEX = 9;
const FIND_LAST_INDEX = 15;

/** Each find's chance per stair and the first stair it may stand on; tried in this order. */
export const FIND_RULES = {
  CONSUMABLE: { chance: 0.25, fromStair: 2 },
  RUNE: { chance: 0.15, fromStair: 3 },
  ARTIFACT: { chance: 0.12, fromStair: 2 },
  WANDERER: { chance: 0.03, fromStair: 5 },
} as const;
type FindKind = keyof typeof FIND_RULES;

/** Amethysts in a rune that holds no card: a little over what a cheap card costs every 40 stairs. */
export const runeAmethysts = (stair: number): number => 5 + Math.floor(stair / 10);

/**
 * Sprites a stair's places are drawn in: the scene gives a place the lane `index % 4` (core/scene/road/roadLayout.ts),
 * so a find keeps this far in posY from every place sharing its lane (sprite 56 + bob 3, with room to spare).
 */
export const FIND_LANE_GAP = 64;
const LANES = 4;
// Finds stay within [start + 10, start + 145]: a find of the stair below or above is then FIND_LANE_GAP away at least.
const FIND_LOW = 10;
const FIND_HIGH = 145;

export const FIND_IMAGE_IDS = ['artifact', 'amulet', 'rune', 'flask', 'spell-scroll', 'wanderer'] as const;

const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('Content: pick from an empty list');
  return item;
};

const findSeed = (stair: number): number => (Math.imul(stair, 0x9e3779b1) ^ 0xf1d5a11e) >>> 0;

/**
 * The artifacts a stair may hold: those offered from this stair down to a quarter of it, so a find keeps pace with
 * the road; past the last tier, the newest ones.
 */
export const artifactsForStair = (stair: number): ArtifactDef[] => {
  const reached = Object.values(HERO_ARTIFACTS).filter((a) => a.fromStair <= stair);
  const recent = reached.filter((a) => a.fromStair * 4 >= stair);
  if (recent.length > 0) return recent;
  const newest = Math.max(...reached.map((a) => a.fromStair));
  return reached.filter((a) => a.fromStair === newest);
};

/** The potions and scrolls a stair may hold: the strongest tier reached, and the one below it. */
export const consumablesForStair = (stair: number): string[] => {
  const reached = Object.values(HERO_CONSUMABLES).filter((c) => c.fromStair <= stair);
  const tiers = [...new Set(reached.map((c) => c.fromStair))].sort((a, b) => b - a).slice(0, 2);
  return reached.filter((c) => tiers.includes(c.fromStair)).map((c) => c.id);
};

/** The classes a wanderer may be: those the heroes shop sells as usual, but the nun (a one-time shop offer). */
export const WANDERER_CLASSES: readonly HeroClass[] = heroClasses.filter(
  (c) => c !== HeroClass.nun && HERO_CLASSES[c].qualities.includes(HeroQuality.usual),
);

/** A rune: two in three hold an evolution card (any force), the rest amethysts. */
const runeGoods = (stair: number, rng: Rng): PlaceGoods => {
  if (rng.next() < 2 / 3) {
    const card: CardDef = { kind: CardKind.evolution, force: pick(rng, forceIds) };
    return { kind: 'card', card };
  }
  return { kind: 'amethysts', amount: runeAmethysts(stair) };
};

const dressFind = (kind: FindKind, stair: number, rng: Rng): { placeType: PlaceType; goods: PlaceGoods; imageId: string } => {
  switch (kind) {
    case 'CONSUMABLE': {
      const defId = pick(rng, consumablesForStair(stair));
      const imageId = HERO_CONSUMABLES[defId]?.kind === 'scroll' ? 'spell-scroll' : 'flask';
      return { placeType: PlaceType.CONSUMABLE, goods: { kind: 'consumable', defId }, imageId };
    }
    case 'RUNE':
      return { placeType: PlaceType.RUNE, goods: runeGoods(stair, rng), imageId: 'rune' };
    case 'ARTIFACT': {
      const def = pick(rng, artifactsForStair(stair));
      return { placeType: PlaceType.ARTIFACT, goods: { kind: 'artifact', defId: def.id }, imageId: def.kind };
    }
    case 'WANDERER': {
      const heroClass = pick(rng, WANDERER_CLASSES);
      return { placeType: PlaceType.GAINABLE, goods: { kind: 'hero', heroClass, quality: HeroQuality.usual }, imageId: 'wanderer' };
    }
  }
};

const laneOf = (placeId: number): number => placeId % LANES;

/**
 * The finds of `stair` beside its `others` (the lair and the rest, as road.ts made them; `idFor` numbers a place of
 * the stair by its index): each find rolls its chance, then takes the first free index whose lane has room and a
 * posY drawn among the room left there; a find that fits nowhere is left out (a crowded stair holds fewer finds).
 */
export const findsForStair = (stair: number, others: readonly Place[], idFor: (index: number) => number): Place[] => {
  const rng = createRng(findSeed(stair));
  const start = stairStart(stair);
  const base = idFor(0);
  const placed = others.filter((p) => p.placeType !== PlaceType.CUSTOM_PLACE);
  const used = new Set(others.map((p) => p.id - base));
  const finds: Place[] = [];
  for (const kind of Object.keys(FIND_RULES) as FindKind[]) {
    const rule = FIND_RULES[kind];
    if (rng.next() >= rule.chance || stair < rule.fromStair) continue;
    const dressed = dressFind(kind, stair, rng);
    const posX = rngInt(rng, 60, 540);
    const roll = rng.next();
    const spot = freeSpot(base, start, [...placed, ...finds], used, roll);
    if (spot === null) continue;
    used.add(spot.index);
    finds.push({
      id: idFor(spot.index),
      placeType: dressed.placeType,
      posX,
      posY: spot.posY,
      stair,
      creatureId: null,
      battleLost: false,
      used: false,
      imageId: dressed.imageId,
      goods: dressed.goods,
    });
  }
  return finds;
};

/**
 * The first unused index from FIND_FIRST_INDEX whose lane has a posY in the stair's find range at FIND_LANE_GAP or
 * more from every place in that lane, with the posY the `roll` (in [0, 1)) picks among those; null when none has.
 */
const freeSpot = (
  base: number,
  start: number,
  placed: readonly Place[],
  used: ReadonlySet<number>,
  roll: number,
): { index: number; posY: number } | null => {
  for (let index = FIND_FIRST_INDEX; index <= FIND_LAST_INDEX; index += 1) {
    if (used.has(index)) continue;
    const lane = laneOf(base + index);
    const mates = placed.filter((p) => laneOf(p.id) === lane).map((p) => p.posY);
    const free: number[] = [];
    for (let y = start + FIND_LOW; y <= start + FIND_HIGH; y += 1) {
      if (mates.every((m) => Math.abs(m - y) >= FIND_LANE_GAP)) free.push(y);
    }
    const posY = free[Math.floor(roll * free.length)];
    if (posY !== undefined) return { index, posY };
  }
  return null;
};
