import { describe, expect, it } from 'vitest';
import { GuideCue, GuideStep, guideLeft, guideMarkers, guideSteps, nextGuideStep } from './guideSteps.ts';

const cues = (...list: GuideCue[]) => new Set(list);
const done = (...steps: GuideStep[]) => new Set(steps.map((s) => guideSteps[s].marker));

describe('nextGuideStep', () => {
  it('shows how to walk first on the road, then the header', () => {
    expect(nextGuideStep(done(), cues(GuideCue.road, GuideCue.placeNear))).toBe(GuideStep.walk);
    expect(nextGuideStep(done(GuideStep.walk), cues(GuideCue.road, GuideCue.placeNear))).toBe(GuideStep.header);
  });

  it('explains a place only while something is in reach, and the keeper only while the road is blocked', () => {
    const road = done(GuideStep.walk, GuideStep.header);
    expect(nextGuideStep(road, cues(GuideCue.road))).toBeNull();
    expect(nextGuideStep(road, cues(GuideCue.road, GuideCue.placeNear))).toBe(GuideStep.place);
    expect(nextGuideStep(road, cues(GuideCue.road, GuideCue.placeNear, GuideCue.blocked))).toBe(GuideStep.keeper);
  });

  it('shows the battle step in battle even when road steps are left', () => {
    expect(nextGuideStep(done(), cues(GuideCue.battle))).toBe(GuideStep.battle);
  });

  it('shows nothing once every marker is there', () => {
    const all = new Set(guideMarkers);
    expect(nextGuideStep(all, cues(...Object.values(GuideCue)))).toBeNull();
    expect(guideLeft(all)).toBe(false);
    expect(guideLeft(done(GuideStep.walk))).toBe(true);
  });

  it('uses markers the server accepts (API.md: 1–64 of A-Z a-z 0-9 _ . : -)', () => {
    for (const marker of guideMarkers) expect(marker).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
  });
});
