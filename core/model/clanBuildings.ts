import type { ClanBuilding, ClanBuildingType } from './clan.ts';

/** The treasury columns a clan building is paid from (core/rules/clanBuildings.ts, core/content/CLANS.md "Buildings"). */
export const BuildingCurrency = { GOLD: 'GOLD', GEARS: 'GEARS', GEMS: 'GEMS' } as const;
export type BuildingCurrency = (typeof BuildingCurrency)[keyof typeof BuildingCurrency];

export type ClanBuildingPrice = Record<BuildingCurrency, number>;

/** What the next level of a building costs and takes. */
export interface ClanBuildingStep {
  level: number;
  price: ClanBuildingPrice;
  durationMs: number;
}

/**
 * One building as `GET /api/clan/building/list` answers it: the stored `ClanBuilding` (its shape kept for the clan
 * scene) plus what the buildings tab needs to show without a clock of its own.
 */
export interface ClanBuildingView extends ClanBuilding {
  type: ClanBuildingType;
  maxLevel: number;
  /** PROCESSING and its time is up: complete it (nothing finishes on its own, product §4). */
  ready: boolean;
  /** Time left of a build under way, 0 when ready; null when none is. */
  msLeft: number | null;
  /** Emeralds from the treasury to finish the build under way now; null when none is or it is ready. */
  speedupGems: number | null;
  /** The next level, or null at the top. */
  next: ClanBuildingStep | null;
}
