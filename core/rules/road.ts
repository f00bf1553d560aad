import { STAIR_HEIGHT } from '../model/index.ts';

/** Road geometry tunables (fixtures/server/API.md "Places and road"). */
export const ROAD_RULES = {
  /** A stair's lair sits this far above the stair's start. */
  lairOffset: 160,
  /** The player stops this far below the first unbeaten lair. */
  lairStop: 40,
  /** A place can be taken or attacked from this distance. */
  nearDistance: 120,
} as const;

/** The 1-based stair of a road coordinate. */
export const stairOf = (coordinate: number): number => Math.floor(coordinate / STAIR_HEIGHT) + 1;

/** The coordinate where `stair` begins. */
export const stairStart = (stair: number): number => (stair - 1) * STAIR_HEIGHT;

/** The coordinate of `stair`'s monster lair, near its top. */
export const lairPosY = (stair: number): number => stairStart(stair) + ROAD_RULES.lairOffset;

/** The highest coordinate a player who has beaten stairs up to `bestVictoryStair` may walk to. */
export const maxCoordinateFor = (bestVictoryStair: number): number =>
  lairPosY(Math.max(0, bestVictoryStair) + 1) - ROAD_RULES.lairStop;

/** Whether a place at `posY` is close enough to take or attack from `coordinate`. */
export const isNearPlace = (coordinate: number, posY: number): boolean =>
  Math.abs(coordinate - posY) <= ROAD_RULES.nearDistance;
