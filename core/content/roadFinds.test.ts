import { describe, expect, it } from 'vitest';
import { HeroQuality, PlaceType } from '../model/index.ts';
import type { Place } from '../model/index.ts';
import { lairPosY, stairOf, stairStart } from '../rules/index.ts';
import { HERO_ARTIFACTS } from './heroes/artifacts.ts';
import { HERO_CLASSES } from './heroes/heroClasses.ts';
import { HERO_CONSUMABLES } from './heroes/heroConsumables.ts';
import { PLACE_IMAGE_IDS, placeById, placesForStair, PLACES_PER_STAIR } from './road.ts';
import {
  artifactsForStair, consumablesForStair, FIND_FIRST_INDEX, FIND_LANE_GAP, FIND_RULES, runeAmethysts, WANDERER_CLASSES,
} from './roadFinds.ts';

const STAIRS = Array.from({ length: 600 }, (_, i) => i + 1);
const findsOf = (stair: number): Place[] => placesForStair(stair).filter((p) => p.goods !== undefined);
const all = STAIRS.flatMap(findsOf);
const kindOf = (p: Place): string => (p.placeType === PlaceType.GAINABLE ? 'WANDERER' : p.placeType);

describe('road finds', () => {
  it('are the same every time for a stair and never move the places the stair had before them', () => {
    expect(findsOf(37)).toEqual(findsOf(37));
    for (const stair of STAIRS.slice(0, 120)) {
      const places = placesForStair(stair);
      const before = places.filter((p) => p.goods === undefined || p.id % PLACES_PER_STAIR < FIND_FIRST_INDEX);
      // The older places keep indices below the finds', numbered from 0 with no gap.
      expect(before.map((p) => p.id % PLACES_PER_STAIR)).toEqual(before.map((_, i) => i));
      for (const find of findsOf(stair)) expect(find.id % PLACES_PER_STAIR).toBeGreaterThanOrEqual(FIND_FIRST_INDEX);
    }
  });

  it('come rarely: about one stair in five to twelve for each kind, a wanderer far more seldom, none on stair 1', () => {
    const count = (kind: string) => all.filter((p) => kindOf(p) === kind).length;
    expect(count('CONSUMABLE') / STAIRS.length).toBeGreaterThan(1 / 8);
    expect(count('CONSUMABLE') / STAIRS.length).toBeLessThan(1 / 3);
    for (const kind of ['RUNE', 'ARTIFACT']) {
      expect(count(kind) / STAIRS.length, kind).toBeGreaterThan(1 / 16);
      expect(count(kind) / STAIRS.length, kind).toBeLessThan(1 / 5);
    }
    expect(count('WANDERER')).toBeGreaterThan(3);
    expect(count('WANDERER') / STAIRS.length).toBeLessThan(1 / 20);
    for (const p of all) expect(p.stair, kindOf(p)).toBeGreaterThanOrEqual(FIND_RULES[kindOf(p) as keyof typeof FIND_RULES].fromStair);
    expect(findsOf(1)).toEqual([]);
    // Never a flood: at most one find of a kind on a stair.
    for (const stair of STAIRS) expect(new Set(findsOf(stair).map(kindOf)).size).toBe(findsOf(stair).length);
  });

  it('hold an artifact, potion or scroll that suits the stair', () => {
    for (const p of all) {
      const goods = p.goods!;
      if (p.placeType === PlaceType.ARTIFACT) {
        expect(goods.kind).toBe('artifact');
        const def = goods.kind === 'artifact' ? HERO_ARTIFACTS[goods.defId] : undefined;
        expect(def?.fromStair).toBeLessThanOrEqual(p.stair);
        expect(artifactsForStair(p.stair)).toContain(def);
        expect(p.imageId).toBe(def?.kind);
      }
      if (p.placeType === PlaceType.CONSUMABLE) {
        const def = goods.kind === 'consumable' ? HERO_CONSUMABLES[goods.defId] : undefined;
        expect(def?.fromStair).toBeLessThanOrEqual(p.stair);
        expect(p.imageId).toBe(def?.kind === 'scroll' ? 'spell-scroll' : 'flask');
      }
    }
    expect(artifactsForStair(3).map((a) => a.id).sort()).toEqual(['ring', 'shield', 'sword']);
    expect(artifactsForStair(400).every((a) => a.fromStair >= 100)).toBe(true);
    expect(consumablesForStair(2).sort()).toEqual(['smallPotion', 'sparkScroll']);
    expect(consumablesForStair(200)).not.toContain('smallPotion');
  });

  it('give a rune an evolution card or amethysts, and a wanderer a usual hero the shop sells', () => {
    const runes = all.filter((p) => p.placeType === PlaceType.RUNE);
    expect(runes.some((p) => p.goods?.kind === 'card')).toBe(true);
    expect(runes.some((p) => p.goods?.kind === 'amethysts')).toBe(true);
    for (const p of runes) {
      if (p.goods?.kind === 'card') expect(p.goods.card.kind).toBe('evolution');
      else expect(p.goods).toEqual({ kind: 'amethysts', amount: runeAmethysts(p.stair) });
    }
    for (const p of all.filter((x) => x.placeType === PlaceType.GAINABLE)) {
      expect(p.goods?.kind).toBe('hero');
      if (p.goods?.kind !== 'hero') continue;
      expect(p.goods.quality).toBe(HeroQuality.usual);
      expect(HERO_CLASSES[p.goods.heroClass].qualities).toContain(HeroQuality.usual);
    }
    expect(WANDERER_CLASSES).not.toContain('nun');
  });

  it('stand within their stair, in reach before its lair, drawn with a sprite of the atlas, and found by id', () => {
    for (const p of all) {
      expect(stairOf(p.posY)).toBe(p.stair);
      expect(p.posY).toBeGreaterThanOrEqual(stairStart(p.stair) + 10);
      expect(p.posY).toBeLessThan(lairPosY(p.stair));
      expect(PLACE_IMAGE_IDS).toContain(p.imageId);
      expect(placeById(p.id)).toEqual(p);
    }
  });

  it('keep their lane clear: no place sharing a find\'s lane stands closer than the gap, on its stair or the next', () => {
    for (const stair of STAIRS) {
      const near = [...placesForStair(stair), ...placesForStair(stair + 1)].filter((p) => p.placeType !== PlaceType.CUSTOM_PLACE);
      for (const find of findsOf(stair)) {
        const mates = near.filter((p) => p.id !== find.id && p.id % 4 === find.id % 4);
        for (const m of mates) expect(Math.abs(m.posY - find.posY), `${find.id} and ${m.id}`).toBeGreaterThanOrEqual(FIND_LANE_GAP);
      }
    }
  });
});
