import type { CardDef, HeroClass, HeroQuality } from './heroes/index.ts';

/** The chests earned by emeralds bought (product §3 Chests, §9 thresholds; technical §3 chest types). */
export const ChestType = {
  silver: 'silver',
  azure: 'azure',
  amber: 'amber',
  gold: 'gold',
  jade: 'jade',
  lava: 'lava',
} as const;
export type ChestType = (typeof ChestType)[keyof typeof ChestType];
export const chestTypes = Object.values(ChestType) as readonly ChestType[];

/**
 * One thing a chest or a daily reward gives. Currencies are the wallet's (`mithril` is emeralds); artifacts, cards
 * and heroes go to the hero roster (issue 11).
 */
export type ChestPrize =
  | { kind: 'currency'; currency: 'gold' | 'crystal' | 'elixir' | 'mithril' | 'sulfur' | 'amethyst' | 'token'; amount: number }
  | { kind: 'artifact'; defId: string }
  | { kind: 'card'; card: CardDef }
  | { kind: 'hero'; heroClass: HeroClass; quality: HeroQuality };

/** Where a chest stands for one player: `earned` once the emeralds bought reach its threshold, `opened` once taken. */
export interface ChestStatus {
  type: ChestType;
  /** Emeralds bought in total that earn it; the silver chest's 1 means any purchase. */
  threshold: number;
  earned: boolean;
  openedAtMs: number | null;
  prizes: ChestPrize[];
}

/** `GET /api/campaign/get/chest/status`: the emerald chests and the emeralds the player has bought (refunds excluded). */
export interface ChestsView {
  boughtEmeralds: number;
  chests: ChestStatus[];
}

/** `/api/campaign/chest/open` and the takes: what was given, and the chests page or status after. */
export interface PrizeAnswer<T> {
  prizes: ChestPrize[];
  status: T;
}

/**
 * The delayed chest (`/campaign/get/chest2/status`, `/delayed/chest/*`): a free chest that ripens over real time.
 * `startedAtMs` null: none running (ensure starts one). Times are the server clock.
 */
export interface DelayedChestView {
  startedAtMs: number | null;
  ripensAtMs: number | null;
  ripe: boolean;
  /** Emeralds a speed-up costs now (0 when ripe or none running). */
  speedUpPrice: number;
  /** Chests taken so far. */
  taken: number;
  prizes: ChestPrize[];
  serverTimeMs: number;
}

/** The two daily rewards (`/campaign/get/chest3/status`). */
export const DailyKind = { okDaily: 'okDaily', everyday: 'everyday' } as const;
export type DailyKind = (typeof DailyKind)[keyof typeof DailyKind];

export interface DailyRewardStatus {
  kind: DailyKind;
  available: boolean;
  /** When the next one can be taken (server clock ms). */
  nextAtMs: number;
  prizes: ChestPrize[];
}

export interface DailyRewardsView {
  rewards: DailyRewardStatus[];
  /** The offset from UTC the everyday reward's day is counted in (minutes; null until the first take). */
  utcOffsetMinutes: number | null;
  serverTimeMs: number;
}

/** `/campaign/get/art/status`: the ARTIFACT_SET_1 campaign, the artifact set the chests give, and which the player holds. */
export interface ArtifactSetView {
  artifacts: { defId: string; owned: boolean; chest: ChestType }[];
}
