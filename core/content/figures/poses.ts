import { bones, type Bone as BoneT } from './figureTypes.ts';

/**
 * A figure's motion as pure functions of time (issue 24 "Motion of the figures themselves"): the scene asks for
 * the pose of every bone each frame and turns its groups; tests ask the same functions. Angles in radians about the
 * bone's pivot, offsets in figure heights; `root` moves in screen axes (x toward the way the figure faces).
 */

/** Every timing of the figures' motion, in seconds (one place to tune them; FIGURES.md quotes them). */
export const FIGURE_TIMING = {
  /** One breath of the idle loop. */
  idlePeriod: 2.6,
  /** Walk frames (WALK_FPS) per stride of both legs: the road's bob lands twice per stride. */
  strideFrames: 12,
  attack: 0.5,
  /** Where in the attack the blow lands (0..1): with the lunge of hitAnimation (HIT_TIMING.lunge × 0.6). */
  attackStrike: 0.3,
  hit: 0.4,
  dodge: 0.45,
  poison: 0.7,
  heal: 0.8,
  reflect: 0.55,
  death: 0.9,
} as const;

/** The one-shot motions a battle event plays. */
export const Action = {
  attack: 'attack',
  hit: 'hit',
  dodge: 'dodge',
  poison: 'poison',
  heal: 'heal',
  reflect: 'reflect',
} as const;
export type Action = (typeof Action)[keyof typeof Action];

export interface BonePose {
  rx: number;
  ry: number;
  rz: number;
  x: number;
  y: number;
  z: number;
  /** Uniform scale (a breath swells the chest). */
  s: number;
}
export type Pose = Record<BoneT, BonePose>;

export interface MotionState {
  /** Seconds on the scene's clock. */
  t: number;
  /** This figure's idle phase, so a squad does not breathe in step. */
  phase: number;
  /** The stride angle while walking (radians; a stride is 2π), or null standing. */
  stride: number | null;
  /** The one-shot motion playing and its progress 0..1, or null. */
  action: { kind: Action; p: number } | null;
  /** Seconds since death, or null alive (Infinity: dead before the scene came). */
  dead: number | null;
  floats: boolean;
}

const rest = (): BonePose => ({ rx: 0, ry: 0, rz: 0, x: 0, y: 0, z: 0, s: 1 });
export const restPose = (): Pose => Object.fromEntries(bones.map((b) => [b, rest()])) as Pose;

const clear = (pose: Pose): void => {
  for (const b of bones) {
    const p = pose[b];
    p.rx = 0; p.ry = 0; p.rz = 0; p.x = 0; p.y = 0; p.z = 0; p.s = 1;
  }
};

/** 0 at both ends, 1 in the middle (a motion that returns to rest). */
const bump = (p: number): number => Math.sin(Math.PI * Math.max(0, Math.min(1, p)));
/** Rises fast, falls slow: a blow's recoil. */
const kick = (p: number): number => (p <= 0 || p >= 1 ? 0 : Math.sin(Math.PI * Math.sqrt(p)));
const smooth = (p: number): number => {
  const c = Math.max(0, Math.min(1, p));
  return c * c * (3 - 2 * c);
};

function idle(pose: Pose, t: number, phase: number, floats: boolean): void {
  const a = (t / FIGURE_TIMING.idlePeriod) * Math.PI * 2 + phase;
  const breath = Math.sin(a);
  pose.torso.s = 1 + 0.025 * breath;
  pose.torso.rx = 0.03 * breath;
  pose.head.ry = 0.12 * Math.sin(a * 0.5);
  pose.head.rx = -0.03 * breath;
  pose.armL.rz = 0.06 + 0.04 * breath;
  pose.armR.rz = -0.06 - 0.04 * breath;
  pose.tail.ry = 0.3 * Math.sin(a);
  pose.wingL.rz = 0.12 * Math.sin(a * 2);
  pose.wingR.rz = -pose.wingL.rz;
  pose.root.y = floats ? 0.06 + 0.03 * Math.sin(a * 2) : 0;
  pose.hips.rz = 0.02 * Math.sin(a * 0.5);
}

function walk(pose: Pose, stride: number, floats: boolean): void {
  const swing = Math.sin(stride);
  pose.legL.rx = -0.55 * swing;
  pose.legR.rx = 0.55 * swing;
  pose.armL.rx = 0.45 * swing;
  pose.armR.rx = -0.45 * swing;
  pose.torso.ry = 0.1 * swing;
  pose.torso.rx = 0.08;
  pose.tail.ry = 0.35 * swing;
  pose.wingL.rz = 0.35 * Math.sin(stride * 2);
  pose.wingR.rz = -pose.wingL.rz;
  if (floats) pose.root.y = 0.08 + 0.03 * Math.sin(stride);
}

function act(pose: Pose, kind: Action, p: number): void {
  switch (kind) {
    case Action.attack: {
      const s = FIGURE_TIMING.attackStrike;
      // Wind up (arm high and back), strike down and forward, then return: 0 at p = 0 and p = 1.
      const up = p < s ? smooth(p / s) : 1 - smooth((p - s) / 0.2);
      const down = p < s ? 0 : bump((p - s) / (1 - s));
      pose.armR.rx += -2.6 * up - 0.9 * down;
      pose.armL.rx += -0.6 * down;
      pose.torso.ry += 0.35 * up - 0.3 * down;
      pose.torso.rx += -0.15 * up + 0.3 * down;
      pose.root.x += 0.08 * down;
      pose.head.rx += 0.15 * down;
      pose.legL.rx += -0.4 * down;
      pose.wingL.rz += 0.8 * up;
      pose.wingR.rz -= 0.8 * up;
      pose.tail.ry += 0.6 * down;
      break;
    }
    case Action.hit: {
      const k = kick(p);
      pose.torso.rx -= 0.45 * k;
      pose.head.rx -= 0.35 * k;
      pose.armL.rz += 0.6 * k;
      pose.armR.rz -= 0.6 * k;
      pose.root.x -= 0.1 * k;
      pose.root.rz += 0.12 * k;
      break;
    }
    case Action.dodge: {
      const k = bump(p);
      pose.root.x -= 0.22 * k;
      pose.root.y += 0.06 * k;
      pose.root.rz += 0.25 * k;
      pose.torso.rx -= 0.2 * k;
      pose.legL.rx -= 0.5 * k;
      pose.legR.rx += 0.3 * k;
      break;
    }
    case Action.poison: {
      const k = bump(p);
      pose.torso.rx += 0.45 * k;
      pose.head.rx += 0.3 * k;
      pose.root.rz += 0.05 * k * Math.sin(p * 40);
      pose.armL.rx -= 0.5 * k;
      pose.armR.rx -= 0.5 * k;
      pose.torso.s *= 1 - 0.06 * k;
      break;
    }
    case Action.heal: {
      const k = bump(p);
      pose.armL.rz += 2.3 * k;
      pose.armR.rz -= 2.3 * k;
      pose.head.rx -= 0.3 * k;
      pose.root.y += 0.1 * k;
      pose.torso.s *= 1 + 0.08 * k;
      pose.wingL.rz += 0.6 * k;
      pose.wingR.rz -= 0.6 * k;
      break;
    }
    case Action.reflect: {
      const k = bump(p);
      pose.armL.rx -= 1.5 * k;
      pose.armR.rx -= 1.2 * k;
      pose.torso.rx -= 0.2 * k;
      pose.root.x -= 0.04 * k;
      pose.root.s = 1 + 0.06 * k;
      break;
    }
  }
}

/** Knees give, then the figure topples backward and lies still (the pose of `dead` ≥ FIGURE_TIMING.death holds). */
function die(pose: Pose, since: number): void {
  const p = Math.max(0, Math.min(1, since / FIGURE_TIMING.death));
  const knees = smooth(p / 0.35);
  const fall = smooth((p - 0.2) / 0.8);
  const keep = 1 - fall;
  for (const b of bones) {
    const q = pose[b];
    q.rx *= keep; q.ry *= keep; q.rz *= keep; q.x *= keep; q.y *= keep; q.z *= keep;
    q.s = 1 + (q.s - 1) * keep;
  }
  pose.legL.rx += -0.7 * knees;
  pose.legR.rx += -0.5 * knees;
  pose.root.y -= 0.08 * knees * keep;
  pose.root.rz = (Math.PI / 2) * fall;
  pose.root.x -= 0.25 * fall;
  pose.root.y += 0.12 * fall;
  pose.head.rx -= 0.4 * fall;
  pose.armL.rz += 1.2 * fall;
  pose.armR.rz -= 0.6 * fall;
  pose.wingL.rz -= 0.5 * fall;
  pose.wingR.rz += 0.5 * fall;
}

/** Writes the pose of every bone for `m` into `out` (no allocation: the scene calls it per frame per figure). */
export function poseInto(out: Pose, m: MotionState): Pose {
  clear(out);
  if (m.stride === null) idle(out, m.t, m.phase, m.floats);
  else walk(out, m.stride, m.floats);
  if (m.action) act(out, m.action.kind, m.action.p);
  if (m.dead !== null) die(out, m.dead);
  return out;
}

export const poseAt = (m: MotionState): Pose => poseInto(restPose(), m);
