/** Issue 14, the arena (product §3 "Arena", §9): leagues by cups, attacks on other players' squads, a daily reward. */

/** The nine leagues, lowest first (product §3). */
export const League = {
  NOVICE: 'NOVICE',
  WOODEN: 'WOODEN',
  STONE: 'STONE',
  BRONZE: 'BRONZE',
  SILVER: 'SILVER',
  GOLD: 'GOLD',
  DIAMOND: 'DIAMOND',
  MASTER: 'MASTER',
  CHAMPIONS: 'CHAMPIONS',
} as const;
export type League = (typeof League)[keyof typeof League];

/** Product §9: the arena button shows from level 4; attacking is allowed from level 8. */
export const ARENA_BUTTON_LEVEL = 4;
export const ARENA_LEVEL = 8;

/** What one day's arena reward pays (mithril is emeralds). */
export interface ArenaReward {
  gold: number;
  mithril: number;
  tickets: number;
}

/** `GET /api/arena/info`: the caller's standing in the arena. */
export interface ArenaInfo {
  cups: number;
  league: League;
  bestLeague: League;
  /** 1-based place in the arena rating (by cups); null for a player without a name, who is not rated. */
  position: number | null;
  /** The best place ever held; null until the player is first rated. */
  bestPosition: number | null;
  /** Minutes after local midnight the daily reward is paid at. */
  rewardMinute: number;
  /** The player's offset from UTC in minutes (east positive), as the browser reported it when saving. */
  utcOffsetMinutes: number;
  /** When the next daily reward is due, ms since the epoch. */
  nextRewardAt: number;
  /** What it will pay, by the current league. */
  reward: ArenaReward;
  /** The last reward paid, ms since the epoch; null before the first. */
  lastRewardAt: number | null;
  serverTimeMs: number;
}

/** One fight in the arena history, from the caller's point of view. */
export interface ArenaHistoryEntry {
  id: number;
  /** True when the caller attacked, false when the caller was attacked. */
  attacked: boolean;
  opponentId: number;
  opponentName: string;
  /** Whether the caller won this fight. */
  won: boolean;
  /** The caller's cups change (negative for a loss). */
  cups: number;
  at: number;
}

/** `GET /api/arena/history`: newest first, paged by `before` (an entry id). */
export interface ArenaHistoryPage {
  entries: ArenaHistoryEntry[];
  /** Pass as `before` to read older entries; null when there are none. */
  nextBefore: number | null;
}

/** `POST /api/arena/settings`: the local time of the daily reward. */
export interface ArenaSettings {
  rewardMinute: number;
  utcOffsetMinutes: number;
}
