import type { RaidDifficulty } from './clan.ts';

/**
 * The clan raid and the team task (issue 13, product §3 "Raid states"; rules in core/rules/clanRaid.ts, told in
 * core/content/CLANS.md "Raids and the team task").
 */

/** product §3: where a member stands towards the raid. */
export const RaidState = {
  IN_RAID: 'IN_RAID',
  RAID_AVAILABLE: 'RAID_AVAILABLE',
  RAID_WAITING: 'RAID_WAITING',
  RAID_CLOSED: 'RAID_CLOSED',
} as const;
export type RaidState = (typeof RaidState)[keyof typeof RaidState];

/** Why a raid is RAID_CLOSED, so the page says so before the player tries. */
export const RaidClosedReason = {
  NO_CLAN: 'NO_CLAN',
  CLAN_TOO_SMALL: 'CLAN_TOO_SMALL',
  NO_SQUAD: 'NO_SQUAD',
} as const;
export type RaidClosedReason = (typeof RaidClosedReason)[keyof typeof RaidClosedReason];

/** How a finished raid went: ABANDONED is `end` with reset before the time was up (no reward). */
export const RaidOutcome = { WON: 'WON', LOST: 'LOST', ABANDONED: 'ABANDONED' } as const;
export type RaidOutcome = (typeof RaidOutcome)[keyof typeof RaidOutcome];

/** A running raid. Its outcome is decided at start and told only when collected. */
export interface RunningRaid {
  difficulty: RaidDifficulty;
  startedAt: number;
  endsAt: number;
  /** Emeralds to finish now (0 once the time is up). */
  speedUpPrice: number;
}

/** The last collected or abandoned raid. */
export interface RaidResult {
  difficulty: RaidDifficulty;
  outcome: RaidOutcome;
  gold: number;
  clanExperience: number;
  at: number;
}

/** The clan's weekly goal: raid points from victories of every member. */
export interface TeamTask {
  weekStart: number;
  weekEnd: number;
  points: number;
  target: number;
  /** When every member got the reward; null while the goal is open. */
  rewardedAt: number | null;
  reward: { gold: number; gems: number };
}

/** `GET /api/clan/raid/get` and the answer of every raid call. */
export interface ClanRaid {
  /** The server's time of this answer: countdowns run from it, whatever the device's clock says. */
  now: number;
  state: RaidState;
  /** Set exactly when state is RAID_CLOSED. */
  reason: RaidClosedReason | null;
  /** The clan's current difficulty: what the next raid uses. */
  difficulty: RaidDifficulty;
  mayChangeDifficulty: boolean;
  raid: RunningRaid | null;
  /** When RAID_WAITING ends. */
  nextAt: number | null;
  last: RaidResult | null;
  teamTask: TeamTask | null;
}

export interface RaidOption {
  difficulty: RaidDifficulty;
  durationMs: number;
  enemyPower: number;
  /** The caller's odds with the squad they have now, 0..1. */
  winChance: number;
  gold: number;
  clanExperience: number;
  taskPoints: number;
}

/** `GET /api/clan/raid/options`: every difficulty with the caller's odds. */
export interface ClanRaidOptions {
  power: number;
  cooldownMs: number;
  options: RaidOption[];
}
