const TAU = Math.PI * 2;

/** Full turns a spin makes before it stands still. */
export const WHEEL_TURNS = 5;
/** How long a spin lasts, in seconds. */
export const WHEEL_SPIN_SECONDS = 3.2;

/**
 * The wheel's angle (radians, counter-clockwise, three.js's sense) at which sector `index` of `count`, laid clockwise
 * from the top, stands under the pointer at the top.
 */
export const landingAngle = (index: number, count: number): number => ((index + 0.5) * TAU) / count;

/**
 * Where a clockwise spin from `from` ends: at least `turns` full turns further, at the landing angle of `index`
 * (plus `nudge` of a sector, −0.5 to 0.5, so it does not always stop dead centre).
 */
export const spinTarget = (from: number, index: number, count: number, turns = WHEEL_TURNS, nudge = 0): number => {
  const goal = landingAngle(index, count) + (nudge * TAU) / count;
  const ahead = (((from - goal) % TAU) + TAU) % TAU;
  return from - ahead - turns * TAU;
};

/** Ease-out cubic: fast at first, slowing to a stop. */
export const easeOut = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
