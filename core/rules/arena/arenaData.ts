import { League, type ArenaReward } from '../../model/index.ts';

/** The leagues lowest first: the order promotion climbs (core/content/ARENA.md). */
export const LEAGUE_ORDER: readonly League[] = [
  League.NOVICE,
  League.WOODEN,
  League.STONE,
  League.BRONZE,
  League.SILVER,
  League.GOLD,
  League.DIAMOND,
  League.MASTER,
  League.CHAMPIONS,
];

/** The fewest cups that hold each league; dropping below demotes at once. */
export const LEAGUE_MIN_CUPS: Record<League, number> = {
  [League.NOVICE]: 0,
  [League.WOODEN]: 100,
  [League.STONE]: 250,
  [League.BRONZE]: 450,
  [League.SILVER]: 700,
  [League.GOLD]: 1000,
  [League.DIAMOND]: 1400,
  [League.MASTER]: 1900,
  [League.CHAMPIONS]: 2500,
};

/** The daily reward by league: worth more each league, so climbing pays every day. */
export const LEAGUE_REWARD: Record<League, ArenaReward> = {
  [League.NOVICE]: { gold: 100, mithril: 0, tickets: 0 },
  [League.WOODEN]: { gold: 200, mithril: 0, tickets: 1 },
  [League.STONE]: { gold: 350, mithril: 1, tickets: 1 },
  [League.BRONZE]: { gold: 500, mithril: 2, tickets: 1 },
  [League.SILVER]: { gold: 750, mithril: 3, tickets: 2 },
  [League.GOLD]: { gold: 1000, mithril: 5, tickets: 2 },
  [League.DIAMOND]: { gold: 1500, mithril: 8, tickets: 3 },
  [League.MASTER]: { gold: 2000, mithril: 12, tickets: 4 },
  [League.CHAMPIONS]: { gold: 3000, mithril: 20, tickets: 5 },
};

/** The cup formula (Elo on cups): K, the scale of a 10x expected-score ratio, and the bounds of one fight. */
export const CUPS = { k: 30, scale: 400, min: 5, max: 30 } as const;

/** Matchmaking: an opponent's squad strength within ±bandPct% of the attacker's; `recent` fights are skipped. */
export const MATCHMAKING = { bandPct: 20, recent: 3, candidates: 50 } as const;

/** The daily reward's default local time: 20:00. */
export const DEFAULT_REWARD_MINUTE = 20 * 60;

/** A changed reward time never brings the next reward closer than this to the last one (no day paid twice). */
export const REWARD_MIN_GAP_HOURS = 20;
