/** A hero's place in the arena, in world units around the origin. */
export interface ArenaSpot {
  x: number;
  y: number;
}

/** Where the ring and both squads stand in the frame. */
export interface ArenaLayout {
  /** The ring's floor (an ellipse) the squads face each other on. */
  ring: { x: number; y: number; rx: number; ry: number };
  /** Where the tiers of seats begin (their bottom edge) and the top of the frame. */
  standsFrom: number;
  top: number;
  heroSize: number;
  mine: ArenaSpot[];
  theirs: ArenaSpot[];
  /** A tall frame puts the opponent above the player's squad; a wide one puts them right of it. */
  tall: boolean;
}

/** Up to six heroes a side, in three columns of two rows (tall) or two columns of three rows (wide). */
const grid = (count: number, columns: number, cx: number, cy: number, stepX: number, stepY: number): ArenaSpot[] => {
  const rows = Math.max(1, Math.ceil(count / columns));
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, count - row * columns);
    const col = i % columns;
    return { x: cx + (col - (inRow - 1) / 2) * stepX, y: cy + ((rows - 1) / 2 - row) * stepY };
  });
};

/**
 * Lays the arena out in a frame of `width` × `height` world units, leaving `top` and `bottom` units to the HUD: a
 * phone held upright puts the opponent's squad above the player's, a wide window side by side; the heroes grow as
 * large as the open space lets them without touching one another or leaving the frame.
 */
export function arenaLayout(width: number, height: number, top: number, bottom: number, mine: number, theirs: number): ArenaLayout {
  const open = Math.max(1, height - top - bottom);
  const cy = (bottom - top) / 2;
  const tall = open > width;
  // A wide frame keeps the ring below the stands (their edge at 0.28 of the open height above the middle).
  const ring = tall ? { x: 0, y: cy - open * 0.04, rx: width * 0.48, ry: open * 0.47 } : { x: 0, y: cy - open * 0.08, rx: width * 0.46, ry: open * 0.35 };
  if (tall) {
    // Three columns across, two rows a side, four rows in all with a gap between the sides.
    const heroSize = Math.min(width / 3.5, open / 5, 200);
    const step = heroSize * 1.12;
    const half = open / 4;
    return {
      ring,
      standsFrom: cy + open / 2 - heroSize * 0.2,
      top: height / 2,
      heroSize,
      theirs: grid(theirs, 3, 0, cy + half * 0.95, step, heroSize * 1.05),
      mine: grid(mine, 3, 0, cy - half * 0.95, step, heroSize * 1.05),
      tall,
    };
  }
  const heroSize = Math.min(width / 6, open / 3.9, 200);
  const step = heroSize * 1.1;
  return {
    ring,
    standsFrom: cy + open * 0.28,
    top: height / 2,
    heroSize,
    mine: grid(mine, 2, -width / 4, cy - open * 0.06, step, heroSize * 1.05),
    theirs: grid(theirs, 2, width / 4, cy - open * 0.06, step, heroSize * 1.05),
    tall,
  };
}
