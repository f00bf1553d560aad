import { describe, expect, it } from 'vitest';
import { RaidClosedReason, RaidDifficulty, RaidOutcome } from '../model/index.ts';
import {
  RAID_DIFFICULTIES, RAID_MAX_CHANCE, RAID_MIN_CHANCE, RAID_MIN_MEMBERS, clanLevelOf, raidClosedReason, raidOutcome,
  raidReward, raidSpeedUpPrice, raidWinChance, teamTaskTarget, weekEndOf, weekStartOf,
} from './clanRaid.ts';

describe('clan raid rules', () => {
  it('closes the raid outside a clan, in a clan too small, and without a squad, in that order', () => {
    expect(raidClosedReason(false, 0, 0)).toBe(RaidClosedReason.NO_CLAN);
    expect(raidClosedReason(true, RAID_MIN_MEMBERS - 1, 500)).toBe(RaidClosedReason.CLAN_TOO_SMALL);
    expect(raidClosedReason(true, RAID_MIN_MEMBERS, 0)).toBe(RaidClosedReason.NO_SQUAD);
    expect(raidClosedReason(true, RAID_MIN_MEMBERS, 1)).toBeNull();
  });

  it('gives even odds against an equal enemy, better with power, never certainty', () => {
    expect(raidWinChance(RAID_DIFFICULTIES.NORMAL.enemyPower, RaidDifficulty.NORMAL)).toBe(0.5);
    expect(raidWinChance(1200, RaidDifficulty.NORMAL)).toBe(0.75);
    expect(raidWinChance(1_000_000, RaidDifficulty.EASY)).toBe(RAID_MAX_CHANCE);
    expect(raidWinChance(0, RaidDifficulty.EXTREME)).toBe(RAID_MIN_CHANCE);
    expect(raidWinChance(1000, RaidDifficulty.EASY)).toBeGreaterThan(raidWinChance(1000, RaidDifficulty.EXTREME));
  });

  it('decides the same outcome for the same seed, and wins about as often as the odds say', () => {
    expect(raidOutcome(42, 400, RaidDifficulty.NORMAL)).toBe(raidOutcome(42, 400, RaidDifficulty.NORMAL));
    let wins = 0;
    for (let seed = 0; seed < 4000; seed += 1) if (raidOutcome(seed * 7919, 1200, RaidDifficulty.NORMAL) === RaidOutcome.WON) wins += 1;
    expect(wins / 4000).toBeGreaterThan(0.72);
    expect(wins / 4000).toBeLessThan(0.78);
  });

  it('pays a victory in full, a defeat a quarter of the gold and nothing else, an abandoned raid nothing', () => {
    expect(raidReward(RaidDifficulty.HARD, RaidOutcome.WON)).toEqual({ gold: 1000, clanExperience: 60, taskPoints: 3 });
    expect(raidReward(RaidDifficulty.HARD, RaidOutcome.LOST)).toEqual({ gold: 250, clanExperience: 0, taskPoints: 0 });
    expect(raidReward(RaidDifficulty.HARD, RaidOutcome.ABANDONED)).toEqual({ gold: 0, clanExperience: 0, taskPoints: 0 });
  });

  it('prices a speed-up at one emerald per started five minutes left', () => {
    expect(raidSpeedUpPrice(1000, 1000)).toBe(0);
    expect(raidSpeedUpPrice(1000 + 1, 1000)).toBe(1);
    expect(raidSpeedUpPrice(1000 + 5 * 60_000, 1000)).toBe(1);
    expect(raidSpeedUpPrice(1000 + 5 * 60_000 + 1, 1000)).toBe(2);
    expect(raidSpeedUpPrice(1000 + 30 * 60_000, 1000)).toBe(6);
  });

  it('asks three points per member of the team task, counting a small clan as the minimum', () => {
    expect(teamTaskTarget(1)).toBe(teamTaskTarget(RAID_MIN_MEMBERS));
    expect(teamTaskTarget(10)).toBe(30);
  });

  it('starts the week on Monday 00:00 UTC', () => {
    const wednesday = Date.UTC(2026, 10, 25, 13, 0);
    expect(weekStartOf(wednesday)).toBe(Date.UTC(2026, 10, 23));
    expect(weekEndOf(wednesday)).toBe(Date.UTC(2026, 10, 30));
    expect(weekStartOf(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
  });

  it('levels a clan at 100, 400, 900 experience', () => {
    expect([0, 99, 100, 399, 400, 900].map(clanLevelOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
