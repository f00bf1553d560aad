/** The boosters of product §9: one active at a time per player (core/content/ECONOMY.md "Boosters"). */
export const BoosterKind = {
  experience: 'experience',
  silver: 'silver',
  gold: 'gold',
  platinum: 'platinum',
} as const;
export type BoosterKind = (typeof BoosterKind)[keyof typeof BoosterKind];

/** Campaign types (product §3). */
export const CampaignType = {
  OK_GROUP: 'OK_GROUP',
  CHEST: 'CHEST',
  CHEST_2: 'CHEST_2',
  CHEST_3: 'CHEST_3',
  WHEEL: 'WHEEL',
  ARTIFACT_SET_1: 'ARTIFACT_SET_1',
  NO: 'NO',
  GEMS_PLUS_50: 'GEMS_PLUS_50',
  HERO: 'HERO',
  SNOW_WORLD: 'SNOW_WORLD',
  BOOSTER: 'BOOSTER',
  PORTAL_DISCOUNT: 'PORTAL_DISCOUNT',
} as const;
export type CampaignType = (typeof CampaignType)[keyof typeof CampaignType];

/** A campaign's current or next window; `running` when now lies inside it. */
export interface CampaignStatus {
  type: CampaignType;
  running: boolean;
  /** Start and end of the running window, or of the next one; null for a type with no schedule. */
  startMs: number | null;
  endMs: number | null;
}

/** The player's active booster. */
export interface ActiveBooster {
  kind: BoosterKind;
  activatedMs: number;
  activeTillMs: number;
}

/** A booster the player holds, not yet used. */
export interface BoosterItem {
  id: number;
  kind: BoosterKind;
}

/** GET /api/boosters: the active booster, the held ones and the shop (API.md "Boosters"). */
export interface BoostersView {
  active: ActiveBooster | null;
  items: BoosterItem[];
  prices: Record<BoosterKind, number>;
  /** The BOOSTER campaign's gift: none outside its window, else whether this window's is still to take. */
  campaignGift: 'none' | 'available' | 'taken';
  serverTimeMs: number;
}

/** GET /api/portal/offer/get: the portal discount of the running PORTAL_DISCOUNT window, if any. */
export interface PortalOffer {
  discountPct: number | null;
  chosen: boolean;
  used: boolean;
  endMs: number | null;
}
