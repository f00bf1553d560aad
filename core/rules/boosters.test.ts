import { describe, expect, it } from 'vitest';
import { BoosterKind, CampaignType, ErrorCode } from '../model/index.ts';
import {
  activateBooster, boostedByBooster, boostedRestMs, campaignOfferKey, campaignStatus, campaignWindow, runningCampaigns,
} from './boosters.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('boosters (product §4, §9)', () => {
  const now = at('2026-05-01T10:00:00Z');

  it('starts a booster for its duration', () => {
    expect(activateBooster(null, BoosterKind.experience, now)).toEqual({ kind: 'experience', activatedMs: now, activeTillMs: now + 8 * HOUR });
  });

  it('prolongs the active kind by a second one, from its end, keeping its start', () => {
    const first = activateBooster(null, BoosterKind.experience, now);
    expect(activateBooster(first, BoosterKind.experience, now + HOUR)).toEqual({ ...first, activeTillMs: now + 16 * HOUR });
  });

  it('replaces the active booster by a stronger one from now', () => {
    const first = activateBooster(null, BoosterKind.experience, now);
    expect(activateBooster(first, BoosterKind.platinum, now + HOUR)).toEqual({
      kind: 'platinum', activatedMs: now + HOUR, activeTillMs: now + HOUR + 72 * HOUR,
    });
  });

  it('refuses a weaker booster while a stronger runs, but takes it once that one ended', () => {
    const gold = activateBooster(null, BoosterKind.gold, now);
    expect(() => activateBooster(gold, BoosterKind.silver, now + HOUR)).toThrow(
      expect.objectContaining({ code: ErrorCode.BOOSTER_NOT_AVAILABLE }),
    );
    expect(activateBooster(gold, BoosterKind.silver, now + 25 * HOUR).kind).toBe('silver');
  });

  it('multiplies a won battle experience while active only: x2, x3, x5', () => {
    const experience = activateBooster(null, BoosterKind.experience, now);
    expect(boostedByBooster(40, experience, now + HOUR)).toBe(80);
    expect(boostedByBooster(40, experience, now + 8 * HOUR)).toBe(40);
    expect(boostedByBooster(40, activateBooster(null, BoosterKind.gold, now), now)).toBe(120);
    expect(boostedByBooster(40, activateBooster(null, BoosterKind.platinum, now), now)).toBe(200);
    expect(boostedByBooster(40, null, now)).toBe(40);
  });

  it('counts only the rest spent under a regeneration booster several times', () => {
    const gold = activateBooster(null, BoosterKind.gold, now);
    // Ten hours of rest, the last under a x10 booster: 9 h once + 1 h ten times.
    expect(boostedRestMs(now - 9 * HOUR, now + HOUR, gold)).toBe(9 * HOUR + 10 * HOUR);
    expect(boostedRestMs(now, now + 2 * HOUR, activateBooster(null, BoosterKind.platinum, now))).toBe(40 * HOUR);
    // The experience booster does not speed regeneration.
    expect(boostedRestMs(now, now + HOUR, activateBooster(null, BoosterKind.experience, now))).toBe(HOUR);
  });

  it("doubles the silver set's regeneration by its health per minute +100 % (product §9)", () => {
    const silver = activateBooster(null, BoosterKind.silver, now);
    // x10 regeneration and twice the health per minute: an hour under the set counts twenty.
    expect(boostedRestMs(now - 9 * HOUR, now + HOUR, silver)).toBe(9 * HOUR + 20 * HOUR);
    expect(boostedRestMs(now, now + 2 * HOUR, silver)).toBe(20 * HOUR + HOUR);
  });
});

describe('campaign windows (sale start 12:00 Moscow time)', () => {
  const slot = { weekday: 6, days: 1 }; // Sundays

  it('opens at 12:00 Moscow (09:00 UTC) on both sides of the European clock change', () => {
    // 2026-03-29 and 2026-10-25 are the Sundays Europe changes its clocks; Moscow does not.
    for (const day of ['2026-03-22', '2026-03-29', '2026-04-05', '2026-10-25', '2026-11-01']) {
      expect(campaignWindow(slot, at(`${day}T10:00:00Z`))).toEqual({
        startMs: at(`${day}T09:00:00Z`), endMs: at(`${day}T09:00:00Z`) + 24 * HOUR,
      });
    }
  });

  it('answers the next window before the start and after the end', () => {
    expect(campaignWindow(slot, at('2026-03-29T08:59:59Z')).startMs).toBe(at('2026-03-29T09:00:00Z'));
    expect(campaignWindow(slot, at('2026-03-30T09:00:00Z')).startMs).toBe(at('2026-04-05T09:00:00Z'));
  });

  it('tells running types and a schedule-less type apart', () => {
    const schedule = { [CampaignType.BOOSTER]: slot };
    expect(campaignStatus(CampaignType.BOOSTER, at('2026-03-29T09:00:00Z'), schedule).running).toBe(true);
    expect(campaignStatus(CampaignType.BOOSTER, at('2026-03-29T08:59:59Z'), schedule).running).toBe(false);
    expect(campaignStatus(CampaignType.WHEEL, at('2026-03-29T10:00:00Z'), schedule)).toEqual({
      type: 'WHEEL', running: false, startMs: null, endMs: null,
    });
    expect(runningCampaigns(at('2026-03-29T10:00:00Z'), schedule).map(campaignOfferKey)).toEqual([
      `campaign:BOOSTER:${at('2026-03-29T09:00:00Z')}`,
    ]);
  });
});
