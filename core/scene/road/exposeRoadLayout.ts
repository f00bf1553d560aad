import { placesAtom } from '../../state/atoms.ts';
import type { StoreAccess } from '../../state/character.ts';
import type { RoadWalker } from '../../state/roadWalker.ts';
import { stairOf } from '../../rules/index.ts';
import { decorSprites, overlappingPairs, placeSprite, type LaidSprite } from './roadLayout.ts';

/** What the road scene lays out, readable by a browser test as `window.roadLayout` (STYLE 13: the scene tells). */
export interface RoadLayoutProbe {
  /** The sprites of the loaded places, the decoration of their stairs and the party where it stands now. */
  sprites: () => LaidSprite[];
  /** The overlapping pairs among `sprites()`; empty when the layout is clean. */
  overlaps: () => [string, string][];
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
  const probe: RoadLayoutProbe = { sprites, overlaps: () => overlappingPairs(sprites()) };
  window.roadLayout = probe;
  return () => {
    if (window.roadLayout === probe) delete window.roadLayout;
  };
}
