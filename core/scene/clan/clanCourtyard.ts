import { ClanBuildingState, ClanBuildingType, type ClanBuilding } from '../../model/index.ts';

/** Where the hall and the five plots stand in the frame, in world units around the origin. */
export interface CourtyardLayout {
  /** The flagstone yard (an ellipse) the buildings ring. */
  yard: { x: number; y: number; rx: number; ry: number };
  /** The clan hall with its banner, at the head of the yard. */
  hall: { x: number; y: number; size: number };
  plots: Record<ClanBuildingType, { x: number; y: number; size: number }>;
}

/** The plots round the yard, clockwise from the hall's left; the hall stands in the gap at the top. */
const PLOT_ORDER = [
  ClanBuildingType.EXPERIENCE,
  ClanBuildingType.GEAR_FACTORY,
  ClanBuildingType.HALL_OF_FAME,
  ClanBuildingType.SNOW_WORLD,
  ClanBuildingType.CLAN_SHIELD,
] as const satisfies readonly ClanBuildingType[];
/**
 * Angles (degrees, 90 = up) of the plots in PLOT_ORDER: a tall ring (a phone held upright) keeps the lower plots
 * far enough below their neighbours; a wide one spreads them sideways.
 */
const TALL_ANGLES = [176, 212, 270, 328, 4] as const;
const WIDE_ANGLES = [165, 218, 270, 322, 15] as const;

/**
 * Lays the courtyard out in a frame of `width` × `height` world units, leaving `top` and `bottom` units to the HUD:
 * a portrait phone stacks the ring taller, a wide window spreads it sideways, and no plot leaves the frame.
 */
export function courtyardLayout(width: number, height: number, top = 0, bottom = 0): CourtyardLayout {
  const open = Math.max(1, height - top - bottom);
  const cy = (bottom - top) / 2;
  // A wide frame has room sideways for bigger buildings; a tall one needs the height between its ring's rows.
  const size = Math.min(width * 0.28, open * (width > open ? 0.27 : 0.2), 220);
  const rx = Math.min(width / 2 - size * 0.6, open * 0.75);
  // A portrait frame stretches the ring taller (up to 1.8 × its width), so the plots use the phone's height.
  const ry = Math.min(open / 2 - size * 0.62, rx * 1.8);
  const plots = {} as CourtyardLayout['plots'];
  const angles = ry > rx ? TALL_ANGLES : WIDE_ANGLES;
  PLOT_ORDER.forEach((type, i) => {
    const a = (angles[i]! * Math.PI) / 180;
    plots[type] = { x: Math.cos(a) * rx, y: cy + Math.sin(a) * ry - size * 0.1, size };
  });
  return {
    yard: { x: 0, y: cy - size * 0.1, rx: Math.min(rx * 0.72, ry * 1.6), ry: Math.min(ry * 0.66, rx * 0.85) },
    // The hall's flag reaches about one hall size above its centre: it stays under the HUD's top.
    hall: { x: 0, y: Math.min(cy + ry * 0.42 + size * 0.25, height / 2 - top - size * 1.35), size: size * 1.35 },
    plots,
  };
}

/** What a building is drawn with (issue 13 "each drawn by its level and state"). */
export interface BuildingLook {
  /** Storeys of the main block: 0 = an empty plot with foundation stones only. */
  storeys: number;
  /** A roof turret from level 3, a golden crown from level 5. */
  turret: boolean;
  crown: boolean;
  /** Built up further than the level shows: scaffolding and a working crane. */
  scaffolding: boolean;
  /** Its time is up but nobody has opened it yet (still PROCESSING): it glows to call a leader. */
  glow: boolean;
}

/** Storeys stop growing here; higher levels add ornaments, not height, so a tall building stays in its plot. */
const MAX_STOREYS = 3;

/** A building's look at `nowMs` (server time): level → parts, state and timer → scaffolding or glow. */
export function buildingLook(building: Pick<ClanBuilding, 'level' | 'state' | 'finishesAt'>, nowMs: number): BuildingLook {
  const level = Math.max(0, Math.floor(building.level));
  const processing = building.state === ClanBuildingState.PROCESSING;
  const finished = processing && building.finishesAt !== null && building.finishesAt <= nowMs;
  return {
    storeys: Math.min(level, MAX_STOREYS),
    turret: level >= 3,
    crown: level >= 5,
    scaffolding: processing && !finished,
    glow: finished,
  };
}
