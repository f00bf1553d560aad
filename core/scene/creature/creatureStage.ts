/** A rectangle of the world, centre-origin world units (y up), as the orthographic camera shows it. */
export interface WorldRect {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Where the creature scene puts things: the hero on the pedestal and each gift on the ring around it. */
export interface CreatureStage {
  centreX: number;
  centreY: number;
  /** Side of the hero's sprite. */
  heroSize: number;
  /** The ring's half axes: the gifts stand on this ellipse around the hero. */
  ringX: number;
  ringY: number;
  /** Side of one gift's badge. */
  giftSize: number;
  gifts: { x: number; y: number }[];
}

/** The world the HUD leaves open: the visible world less the insets, given in the canvas's CSS pixels. */
export function openWorld(
  view: { width: number; height: number },
  canvasPx: { width: number; height: number },
  insetsPx: { top: number; bottom: number; right: number },
): WorldRect {
  const perPxY = canvasPx.height > 0 ? view.height / canvasPx.height : 1;
  const perPxX = canvasPx.width > 0 ? view.width / canvasPx.width : 1;
  // Never less than half the frame: a HUD taller than that scrolls, and the hero stays in sight.
  const top = Math.min(insetsPx.top * perPxY, view.height * 0.25);
  const bottom = Math.min(insetsPx.bottom * perPxY, view.height * 0.5);
  const right = Math.min(insetsPx.right * perPxX, view.width * 0.5);
  return { left: -view.width / 2, right: view.width / 2 - right, bottom: -view.height / 2 + bottom, top: view.height / 2 - top };
}

/** The gifts' badge side: big enough to tap on a phone, never so big that neighbours touch. */
const GIFT_MIN = 56;
const GIFT_MAX = 96;
/** A gift's rank and timer pills stick out of its badge; neighbours keep this many badge sides apart, centre to centre. */
export const GIFT_SPACING = 1.25;

const ringOf = (width: number, height: number, giftSize: number) => {
  // The pills reach 0.6 of a badge above and below its centre: the whole gift stays inside the area.
  const ringY = Math.max(giftSize, height / 2 - giftSize * 0.7);
  const ringX = Math.max(giftSize, Math.min(width / 2 - giftSize * 0.6, ringY * 1.3));
  return { ringX, ringY };
};

const placesOn = (centreX: number, centreY: number, ringX: number, ringY: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const angle = Math.PI / 2 - (2 * Math.PI * i) / count;
    return { x: centreX + ringX * Math.cos(angle), y: centreY + ringY * Math.sin(angle) };
  });

const closest = (points: readonly { x: number; y: number }[]): number => {
  let best = Infinity;
  for (const [i, a] of points.entries()) {
    const b = points[(i + 1) % points.length];
    if (b && b !== a) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
  }
  return best;
};

/**
 * Lays the hero and its `count` gifts out in `area` (issue 11 "the gifts around the hero"): the hero in the middle,
 * the gifts evenly on an ellipse around it, the first at the top and the rest clockwise (the class's study order).
 * The ring is no wider than 1.3 times its height, so on a wide window the gifts stay around the hero instead of
 * drifting to the frame's edges; the badges shrink (down to a tappable size) until neighbours keep apart, and
 * every gift stays whole inside the area.
 */
export function creatureStage(area: WorldRect, count: number): CreatureStage {
  const width = Math.max(1, area.right - area.left);
  const height = Math.max(1, area.top - area.bottom);
  const centreX = (area.left + area.right) / 2;
  const centreY = (area.bottom + area.top) / 2;
  let giftSize = Math.max(GIFT_MIN, Math.min(GIFT_MAX, Math.min(width, height) * 0.17));
  let ring = ringOf(width, height, giftSize);
  // Twice: a smaller badge widens the ring a little, which leaves its neighbours a little more room.
  for (let pass = 0; pass < 2 && count > 1; pass++) {
    const apart = closest(placesOn(centreX, centreY, ring.ringX, ring.ringY, count));
    giftSize = Math.max(GIFT_MIN, Math.min(giftSize, apart / GIFT_SPACING));
    ring = ringOf(width, height, giftSize);
  }
  const { ringX, ringY } = ring;
  const heroSize = Math.max(96, Math.min(ringX, ringY) * 1.15);
  return { centreX, centreY, heroSize, ringX, ringY, giftSize, gifts: placesOn(centreX, centreY, ringX, ringY, count) };
}
