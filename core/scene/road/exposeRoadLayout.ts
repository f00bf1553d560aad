import { placesAtom } from '../../state/atoms.ts';
import type { StoreAccess } from '../../state/character.ts';
import type { RoadWalker } from '../../state/roadWalker.ts';
import { stairOf } from '../../rules/index.ts';
import { decorSprites, overlappingPairs, placeSprite, roadLayout, SpriteKind, type LaidSprite } from './roadLayout.ts';

/** What the road scene lays out, readable by a browser test as `window.roadLayout` (STYLE 13: the scene tells). */
export interface RoadLayoutProbe {
  /** The sprites of the loaded places, the decoration of their stairs and the party where it stands now. */
  sprites: () => LaidSprite[];
  /** The overlapping pairs among `sprites()`; empty when the layout is clean. */
  overlaps: () => [string, string][];
  /** The overlapping pairs of the stairs from..to as the content lays them out, the party stopped below each lair. */
  stairOverlaps: (from: number, to: number) => [string, string][];
}

declare global {
  interface Window {
    roadLayout?: RoadLayoutProbe;
  }
}

/** Publishes the road's layout on `window` while the road scene is shown; returns the cleanup. */
export function exposeRoadLayout(store: StoreAccess, walker: RoadWalker, party: () => LaidSprite[]): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const sprites = (): LaidSprite[] => {
    const places = [...store.get(placesAtom).values()];
    const stairs = new Set(places.map((p) => p.stair));
    stairs.add(stairOf(walker.coordinate));
    return [...places.map(placeSprite), ...[...stairs].flatMap(decorSprites), ...party()];
  };
  const stairOverlaps = (from: number, to: number): [string, string][] => {
    const isParty = (s: LaidSprite) => s.kind === SpriteKind.hero || s.kind === SpriteKind.companion;
    const still = roadLayout(from, to).filter((s) => !isParty(s));
    const pairs: [string, string][] = [];
    for (let stop = from; stop <= to; stop += 1) pairs.push(...overlappingPairs([...still, ...roadLayout(stop, stop).filter(isParty)]));
    return pairs;
  };
  const probe: RoadLayoutProbe = { sprites, overlaps: () => overlappingPairs(sprites()), stairOverlaps };
  window.roadLayout = probe;
  return () => {
    if (window.roadLayout === probe) delete window.roadLayout;
  };
}
