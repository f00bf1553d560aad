import { STAIR_HEIGHT } from '../../model/index.ts';

/** Road drawing tunables (world units; x = 0 in the middle of the road, y is the road coordinate). */
export const ROAD = {
  /** Half the width of the cobbled road (its kerb wobbles a little around it). */
  roadHalf: 185,
  stepHeight: STAIR_HEIGHT / 5,
  /** The hero stands this fraction of the view height above the bottom edge. */
  heroFromBottom: 0.4,
  heroSize: 84,
  companionSize: 64,
  /** Hero and companion walk side by side, left and right of the middle, so neither hides the other. */
  heroX: -36,
  companionX: 40,
  /** The companion walks a little behind. */
  companionBehind: 10,
  /** The highest idle or walking bob of the hero, counted in its box. */
  heroBob: 7,
  placeSize: 56,
  lairSize: 80,
  /** The lair stands on the road just above where the player stops (ROAD_RULES.lairStop below its posY). */
  lairLift: 10,
  /** Places stand in four lanes left and right of the hero's path: inner ones on the road, outer ones beside it. */
  lanes: [-150, 150, -228, 228],
  /** Decoration is scattered this far out (wider frames show more of it). */
  decorReach: 900,
  decorPerStair: 14,
} as const;

/** A small deterministic hash in [0, 1) for decoration that must not move between renders. */
export const hash01 = (n: number): number => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
};
