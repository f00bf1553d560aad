import { describe, expect, it } from 'vitest';
import { bones } from './figureTypes.ts';
import { Action, FIGURE_TIMING, poseAt, restPose, type MotionState, type Pose } from './poses.ts';

const still = (o: Partial<MotionState> = {}): MotionState => ({ t: 0, phase: 0, stride: null, action: null, dead: null, floats: false, ...o });
const near = (a: Pose, b: Pose, eps = 1e-9) =>
  bones.every((bone) => (['rx', 'ry', 'rz', 'x', 'y', 'z', 's'] as const).every((k) => Math.abs(a[bone][k] - b[bone][k]) < eps));

describe('poses', () => {
  it('breathes in a loop: the idle pose repeats every idle period and moves within it', () => {
    const a = poseAt(still({ t: 0.7 }));
    expect(near(a, poseAt(still({ t: 0.7 + FIGURE_TIMING.idlePeriod * 2 })), 1e-6)).toBe(true);
    expect(near(a, poseAt(still({ t: 0.7 + FIGURE_TIMING.idlePeriod / 4 })))).toBe(false);
  });

  it('returns every one-shot motion to where it started', () => {
    for (const kind of Object.values(Action)) {
      const base = poseAt(still({ t: 1 }));
      expect(near(poseAt(still({ t: 1, action: { kind, p: 0 } })), base, 1e-6), `${kind} at 0`).toBe(true);
      expect(near(poseAt(still({ t: 1, action: { kind, p: 1 } })), base, 1e-6), `${kind} at 1`).toBe(true);
      expect(near(poseAt(still({ t: 1, action: { kind, p: 0.4 } })), base), `${kind} moves`).toBe(false);
    }
  });

  it('raises the weapon arm before the strike and swings it forward after', () => {
    const windUp = poseAt(still({ action: { kind: Action.attack, p: FIGURE_TIMING.attackStrike } }));
    expect(windUp.armR.rx).toBeLessThan(-2);
    const swing = poseAt(still({ action: { kind: Action.attack, p: 0.6 } }));
    expect(swing.root.x).toBeGreaterThan(0);
  });

  it('swings the legs opposite while walking', () => {
    const p = poseAt(still({ stride: Math.PI / 2 }));
    expect(p.legL.rx).toBeLessThan(0);
    expect(p.legR.rx).toBeCloseTo(-p.legL.rx);
  });

  it('falls to lying on its back at the end of death and stays there', () => {
    const end = poseAt(still({ t: 3, dead: FIGURE_TIMING.death }));
    expect(end.root.rz).toBeCloseTo(Math.PI / 2);
    expect(near(end, poseAt(still({ t: 40, dead: 50 })), 1e-9)).toBe(true);
    expect(near(end, poseAt(still({ t: 7, dead: Infinity, action: { kind: Action.hit, p: 0.5 } })), 1e-9)).toBe(true);
    expect(poseAt(still({ dead: FIGURE_TIMING.death / 3 })).root.rz).toBeLessThan(Math.PI / 4);
  });

  it('starts from rest', () => {
    expect(near(restPose(), poseAt(still({ t: 0, phase: 0 })), 0.1)).toBe(true);
  });
});
