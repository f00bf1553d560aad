/** The music tracks the game plays (technical "Music and sound"); the tunes themselves are data in core/ui/sound. */
export const MusicTrack = {
  /** Character selection, before the player exists. */
  selection: 'selection',
  battle: 'battle',
  /** Road sets by stair: the first three stairs, up to 5, up to 10, up to 15, up to 500, above 500. */
  roadDawn: 'roadDawn',
  roadMeadow: 'roadMeadow',
  roadForest: 'roadForest',
  roadHills: 'roadHills',
  roadHighlands: 'roadHighlands',
  medieval: 'medieval',
  /** Road sets above stair 500 that a best victory beyond 3000, 4375 and 5250 opens. */
  roadMirror: 'roadMirror',
  roadWall: 'roadWall',
  roadSummit: 'roadSummit',
  /** Story places that a marker says the player is in. */
  roadDark: 'roadDark',
  roadAbyss: 'roadAbyss',
} as const;
export type MusicTrack = (typeof MusicTrack)[keyof typeof MusicTrack];

/** Where the music is asked for: the scenes that have music of their own, or none (boot, loading). */
export const MusicScene = {
  none: 'none',
  characterSelection: 'characterSelection',
  road: 'road',
  battle: 'battle',
  creature: 'creature',
} as const;
export type MusicScene = (typeof MusicScene)[keyof typeof MusicScene];

/** The player markers the spec names for the road music (technical "Music and sound"). */
export const MusicMarker = {
  inAbyss: 'in_abyss',
  arrivedToMiro: 'arrived_to_miro',
  buildersStarted: 'builders_started',
  returnedFromDark: 'ret_f_dark',
  beenInDark: 'been_in_dark',
  p5Completed: 'p5_completed',
  beenInGw: 'been_in_gw',
  p5InProgress: 'p5_in_progress',
} as const;

export interface MusicInput {
  scene: MusicScene;
  stair: number;
  bestVictoryStair: number;
  /** The player's markers (`playerMarkers[].playerMarker`). */
  markers: ReadonlySet<string>;
}

/** Stair bounds of the road sets below 500, lowest first: a stair at or below `upTo` plays `track`. */
export const ROAD_STAIR_SETS = [
  { upTo: 3, track: MusicTrack.roadDawn },
  { upTo: 5, track: MusicTrack.roadMeadow },
  { upTo: 10, track: MusicTrack.roadForest },
  { upTo: 15, track: MusicTrack.roadHills },
  { upTo: 500, track: MusicTrack.roadHighlands },
] as const;

/** Above this stair the road and the creature scene play medieval music (technical "Music and sound"). */
export const MEDIEVAL_ABOVE_STAIR = 500;

/** Best-victory thresholds above stair 500, highest first, each with the markers that must also be there (any of). */
export const ROAD_RECORD_SETS = [
  { from: 5250, markers: [MusicMarker.p5Completed], track: MusicTrack.roadSummit },
  { from: 4375, markers: [MusicMarker.beenInGw, MusicMarker.p5InProgress], track: MusicTrack.roadWall },
  { from: 3000, markers: [MusicMarker.arrivedToMiro, MusicMarker.buildersStarted], track: MusicTrack.roadMirror },
] as const;

/**
 * The road's set. The spec names the inputs (stairs 3, 5, 10, 15, 500; best victory 3000, 4375, 5250; eight
 * markers) but not how they combine, so this is our reading: a story place the player is in right now (the abyss,
 * the dark world until the return marker) wins; above stair 500 a record opens a later set once the marker of
 * that part of the story is there too, else medieval; below, the stair picks the set.
 */
export function roadMusic({ stair, bestVictoryStair, markers }: Omit<MusicInput, 'scene'>): MusicTrack {
  if (markers.has(MusicMarker.inAbyss)) return MusicTrack.roadAbyss;
  if (markers.has(MusicMarker.beenInDark) && !markers.has(MusicMarker.returnedFromDark)) return MusicTrack.roadDark;
  if (stair > MEDIEVAL_ABOVE_STAIR) {
    const set = ROAD_RECORD_SETS.find((s) => bestVictoryStair >= s.from && s.markers.some((m) => markers.has(m)));
    return set?.track ?? MusicTrack.medieval;
  }
  return ROAD_STAIR_SETS.find((s) => stair <= s.upTo)?.track ?? MusicTrack.roadHighlands;
}

/** The track for a scene, or null for silence (boot and loading scenes have no music). */
export function musicFor(input: MusicInput): MusicTrack | null {
  switch (input.scene) {
    case MusicScene.none:
      return null;
    case MusicScene.characterSelection:
      return MusicTrack.selection;
    case MusicScene.battle:
      return MusicTrack.battle;
    case MusicScene.creature:
      // Technical "Music and sound": medieval above stair 500; below, the hero page keeps the road's tune.
      return input.stair > MEDIEVAL_ABOVE_STAIR ? MusicTrack.medieval : roadMusic(input);
    case MusicScene.road:
      return roadMusic(input);
  }
}
