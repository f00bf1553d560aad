import { REFERENCE_WIDTH, STAIR_HEIGHT } from '../../model/index.ts';

/** Road drawing tunables (world units; the world is REFERENCE_WIDTH wide, x = 0 in the middle). */
export const ROAD = {
  width: 500,
  stepHeight: STAIR_HEIGHT / 5,
  /** The hero stands this fraction of the view height above the bottom edge. */
  heroFromBottom: 0.45,
  heroSize: 84,
  companionSize: 64,
  placeSize: 56,
  lairSize: 88,
} as const;

/** A place's world x from its posX (0..600 across the reference width). */
export const placeX = (posX: number): number => posX - REFERENCE_WIDTH / 2;

/** A small deterministic hash in [0, 1) for decoration that must not move between renders. */
export const hash01 = (n: number): number => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
};
