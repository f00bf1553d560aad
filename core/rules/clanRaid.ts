import { RaidClosedReason, RaidOutcome } from '../model/index.ts';
import type { RaidDifficulty } from '../model/index.ts';
import { createRng } from './rng.ts';

// The clan raid and the team task (issue 13; the design is ours, told in core/content/CLANS.md "Raids and the team
// task"). Pure: the server decides with these, the raid tab shows the same numbers.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC. */
const FIRST_MONDAY = 4 * DAY;

export interface RaidDifficultyRule {
  durationMs: number;
  /** The strength the squad meets: squad power equal to it wins half the time. */
  enemyPower: number;
  /** Gold for a victory (a defeat pays a quarter, rounded down). */
  gold: number;
  /** Clan experience for a victory. */
  clanExperience: number;
  /** Team task points for a victory. */
  taskPoints: number;
}

/** Each difficulty: harder raids last longer, meet stronger enemies and pay more. */
export const RAID_DIFFICULTIES: Record<RaidDifficulty, RaidDifficultyRule> = {
  EASY: { durationMs: 15 * MINUTE, enemyPower: 150, gold: 150, clanExperience: 10, taskPoints: 1 },
  NORMAL: { durationMs: 30 * MINUTE, enemyPower: 400, gold: 400, clanExperience: 25, taskPoints: 2 },
  HARD: { durationMs: 60 * MINUTE, enemyPower: 1000, gold: 1000, clanExperience: 60, taskPoints: 3 },
  EXTREME: { durationMs: 120 * MINUTE, enemyPower: 2500, gold: 2500, clanExperience: 150, taskPoints: 4 },
};

/** A clan needs this many members before its raids open. */
export const RAID_MIN_MEMBERS = 2;
/** The rest after a collected or abandoned raid before the next may start. */
export const RAID_COOLDOWN_MS = 30 * MINUTE;
/** Speed-up: one emerald per started block of this much time left. */
export const RAID_SPEEDUP_BLOCK_MS = 5 * MINUTE;
/** The odds never reach certainty either way. */
export const RAID_MIN_CHANCE = 0.05;
export const RAID_MAX_CHANCE = 0.95;
/** The team task asks this many points per member (at the week's first victory). */
export const TEAM_TASK_POINTS_PER_MEMBER = 3;
/** What every member gets when the team task is done. */
export const TEAM_TASK_REWARD = { gold: 300, gems: 5 } as const;
/** Clan experience for each level after the first grows as the square: level n needs 100·(n−1)². */
export const CLAN_LEVEL_EXPERIENCE = 100;

/** Why the raid is closed, or null when it is open to this member. */
export const raidClosedReason = (inClan: boolean, members: number, power: number): RaidClosedReason | null => {
  if (!inClan) return RaidClosedReason.NO_CLAN;
  if (members < RAID_MIN_MEMBERS) return RaidClosedReason.CLAN_TOO_SMALL;
  if (power <= 0) return RaidClosedReason.NO_SQUAD;
  return null;
};

/** The chance a squad of `power` wins at `difficulty`: power / (power + enemy), kept within 5–95 %. */
export const raidWinChance = (power: number, difficulty: RaidDifficulty): number => {
  const enemy = RAID_DIFFICULTIES[difficulty].enemyPower;
  const chance = power <= 0 ? 0 : power / (power + enemy);
  return Math.min(RAID_MAX_CHANCE, Math.max(RAID_MIN_CHANCE, chance));
};

/** The outcome of a raid, decided once at its start from a seed (player and start time), so a replay cannot reroll it. */
export const raidOutcome = (seed: number, power: number, difficulty: RaidDifficulty): typeof RaidOutcome.WON | typeof RaidOutcome.LOST =>
  createRng(seed).next() < raidWinChance(power, difficulty) ? RaidOutcome.WON : RaidOutcome.LOST;

/** What a finished raid pays the player and the clan. */
export const raidReward = (difficulty: RaidDifficulty, outcome: RaidOutcome): { gold: number; clanExperience: number; taskPoints: number } => {
  const rule = RAID_DIFFICULTIES[difficulty];
  if (outcome === RaidOutcome.WON) return { gold: rule.gold, clanExperience: rule.clanExperience, taskPoints: rule.taskPoints };
  if (outcome === RaidOutcome.LOST) return { gold: Math.floor(rule.gold / 4), clanExperience: 0, taskPoints: 0 };
  return { gold: 0, clanExperience: 0, taskPoints: 0 };
};

/** Emeralds to finish a raid now: one per started five minutes left, nothing once the time is up. */
export const raidSpeedUpPrice = (endsAt: number, now: number): number =>
  endsAt <= now ? 0 : Math.ceil((endsAt - now) / RAID_SPEEDUP_BLOCK_MS);

/** The team task's target for a clan of `members`. */
export const teamTaskTarget = (members: number): number => TEAM_TASK_POINTS_PER_MEMBER * Math.max(RAID_MIN_MEMBERS, members);

/** The start (Monday 00:00 UTC) of the week holding `now`. */
export const weekStartOf = (now: number): number => Math.floor((now - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY;
export const weekEndOf = (now: number): number => weekStartOf(now) + WEEK;

/** The clan level `experience` reaches: level n from 100·(n−1)² experience. */
export const clanLevelOf = (experience: number): number =>
  1 + Math.floor(Math.sqrt(Math.max(0, experience) / CLAN_LEVEL_EXPERIENCE));
