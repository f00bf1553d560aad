import { describe, expect, it } from 'vitest';
import { ClanBuildingType } from '../model/index.ts';
import {
  CLAN_BUILDING_MAX_LEVEL, CLAN_BUILDING_STEPS, clanBuildingView, clanExperience, clanOpensSnowWorld, nextBuildingStep,
  reflectedDamage, clanShieldReflect, requireBuildable, speedupGems,
} from './clanBuildings.ts';

const MINUTE = 60_000;

describe('clan buildings', () => {
  it('has a price and a duration for every level of every building, each dearer and longer than the last', () => {
    for (const type of Object.values(ClanBuildingType)) {
      expect(CLAN_BUILDING_STEPS.length).toBeGreaterThanOrEqual(CLAN_BUILDING_MAX_LEVEL[type]);
      for (let level = 0; level < CLAN_BUILDING_MAX_LEVEL[type]; level += 1) expect(nextBuildingStep(type, level)?.level).toBe(level + 1);
      expect(nextBuildingStep(type, CLAN_BUILDING_MAX_LEVEL[type])).toBeNull();
    }
    for (const [i, step] of CLAN_BUILDING_STEPS.entries()) {
      const before = CLAN_BUILDING_STEPS[i - 1];
      if (before) {
        expect(step.price.GOLD).toBeGreaterThan(before.price.GOLD);
        expect(step.durationMs).toBeGreaterThan(before.durationMs);
      }
    }
  });

  it('prices a speed-up per started ten minutes left, nothing once due', () => {
    expect([0, -5, 1, 10 * MINUTE, 10 * MINUTE + 1, 30 * MINUTE].map(speedupGems)).toEqual([0, 0, 5, 5, 10, 15]);
  });

  it('reports a build under way, its time left, and ready once due', () => {
    const building = { type: ClanBuildingType.EXPERIENCE, level: 1, state: 'PROCESSING' as const, finishesAt: 1_000 + 25 * MINUTE };
    expect(clanBuildingView(building, 1_000)).toMatchObject({ msLeft: 25 * MINUTE, ready: false, speedupGems: 15, next: { level: 2 } });
    expect(clanBuildingView(building, 1_000 + 26 * MINUTE)).toMatchObject({ msLeft: 0, ready: true, speedupGems: null });
    expect(clanBuildingView({ ...building, state: 'NORMAL', finishesAt: null }, 0)).toMatchObject({ msLeft: null, ready: false });
    expect(() => requireBuildable(building)).toThrow(/being built/);
    expect(() => requireBuildable({ ...building, type: ClanBuildingType.SNOW_WORLD, state: 'NORMAL' })).toThrow(/top level/);
  });

  it('adds the experience bonus, reflects the shield percent, and opens the snow world from level 1', () => {
    expect([0, 1, 5].map((level) => clanExperience(100, level))).toEqual([100, 105, 125]);
    expect(clanExperience(19, 1)).toBe(19);
    expect([0, 1, 5].map(clanShieldReflect)).toEqual([0, 3, 15]);
    expect(reflectedDamage(100, clanShieldReflect(5))).toBe(15);
    expect([clanOpensSnowWorld(0), clanOpensSnowWorld(1)]).toEqual([false, true]);
  });
});
