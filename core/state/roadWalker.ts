import { MoveSpeedMode, WALK_FPS } from '../model/index.ts';

/** Road units walked per frame of the walk animation. */
export const WALK_STEP = 3;

/** Walking speed in road units per second: the walk animation's 36 fps times the speed factor (technical §9). */
export const walkSpeed = (mode: MoveSpeedMode): number => WALK_FPS * WALK_STEP * (mode === MoveSpeedMode.FAST ? 2 : 1);

/**
 * The player's position while walking: a plain mutable object read and written every frame by the road scene
 * (STYLE 14: per-frame values never live in React or jotai state). The HUD subscribes to it for what it shows.
 */
export interface RoadWalker {
  coordinate: number;
  /** The road height a click or tap asked to walk to, or null. */
  target: number | null;
  /** A held key: 1 forward (up the road), -1 back, 0 none. */
  direction: -1 | 0 | 1;
  moving: boolean;
  /** Calls `listener` after each step; returns the unsubscribe function. */
  subscribe(listener: (walker: RoadWalker) => void): () => void;
  notify(): void;
}

export function createRoadWalker(coordinate: number): RoadWalker {
  const listeners = new Set<(walker: RoadWalker) => void>();
  const walker: RoadWalker = {
    coordinate,
    target: null,
    direction: 0,
    moving: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener(walker);
    },
  };
  return walker;
}

/**
 * Advances the walker by `dt` seconds at `speed` within [min, max]: a held key wins over a click target; the
 * target is dropped once reached or when it lies outside the allowed span. Returns whether it moved.
 */
export function stepWalker(walker: RoadWalker, dt: number, speed: number, min: number, max: number): boolean {
  const from = walker.coordinate;
  let to = from;
  if (walker.direction !== 0) {
    walker.target = null;
    to = from + walker.direction * speed * dt;
  } else if (walker.target !== null) {
    const goal = Math.min(max, Math.max(min, walker.target));
    const step = speed * dt;
    if (Math.abs(goal - from) <= step) {
      to = goal;
      walker.target = null;
    } else {
      to = from + Math.sign(goal - from) * step;
    }
  }
  to = Math.min(max, Math.max(min, to));
  walker.coordinate = to;
  walker.moving = to !== from;
  return walker.moving;
}
