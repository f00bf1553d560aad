/** The looks of the road as it rises (issue 10 "Art": a themed, layered road per stair range). */
export const RoadThemeId = {
  meadow: 'meadow',
  forest: 'forest',
  mountains: 'mountains',
  swamp: 'swamp',
  underworld: 'underworld',
  /** The snow world (product §4): not a stair range, the whole road while the player stays there. */
  snow: 'snow',
} as const;
export type RoadThemeId = (typeof RoadThemeId)[keyof typeof RoadThemeId];

export interface RoadTheme {
  /** Scene background, seen only past the ground's edge. */
  sky: string;
  /** The ground beside the road: two colours mixed by noise, and small specks (flowers, pebbles, embers). */
  ground: [string, string];
  speck: string;
  /** Pools (water, snow, lava) in the ground: colour and how much of the ground they cover (0..0.5). */
  pool: string;
  poolAmount: number;
  /** The cobbles of the road, its kerb, and the light falling from ahead. */
  road: [string, string];
  edge: string;
  light: string;
  /** Decoration sprites of this stretch and the tint they are drawn with (multiplied). */
  decor: readonly string[];
  decorTint: string;
}

/** Per theme, the first stair it starts on; ordered by stair. */
export const THEME_FROM: readonly [number, RoadThemeId][] = [
  [1, RoadThemeId.meadow],
  [10, RoadThemeId.forest],
  [30, RoadThemeId.mountains],
  [60, RoadThemeId.swamp],
  [100, RoadThemeId.underworld],
];

export const ROAD_THEMES: Record<RoadThemeId, RoadTheme> = {
  meadow: {
    sky: '#2e5a2a',
    ground: ['#5f9a3c', '#86b94a'],
    speck: '#ffe36a',
    pool: '#4f9ad0',
    poolAmount: 0.06,
    road: ['#c9a46a', '#a7814d'],
    edge: '#6b5232',
    light: '#fff2b0',
    decor: ['tree-fruit', 'flowers', 'bush', 'grass', 'tree', 'stones', 'lantern'],
    decorTint: '#ffffff',
  },
  forest: {
    sky: '#10301c',
    ground: ['#234a26', '#3b6a34'],
    speck: '#c0e070',
    pool: '#2a5a4a',
    poolAmount: 0.04,
    road: ['#8a7350', '#6a5438'],
    edge: '#3a2c1c',
    light: '#d0ffb0',
    decor: ['tree', 'tree', 'tree-birch', 'mushrooms', 'bush', 'grass', 'rock'],
    decorTint: '#e8ffe8',
  },
  mountains: {
    sky: '#2a3040',
    ground: ['#8a94a6', '#b4bccb'],
    speck: '#ffffff',
    pool: '#eef4ff',
    poolAmount: 0.22,
    road: ['#8a7e70', '#6a5f54'],
    edge: '#3c3a44',
    light: '#dff0ff',
    decor: ['rock', 'stones', 'tree', 'rock', 'tree-dead', 'torch'],
    decorTint: '#e4ecff',
  },
  swamp: {
    sky: '#1c2418',
    ground: ['#3a4a2a', '#56603a'],
    speck: '#b0d060',
    pool: '#2f4a3a',
    poolAmount: 0.3,
    road: ['#6a5a40', '#50442f'],
    edge: '#2a2418',
    light: '#c8e0a0',
    decor: ['tree-willow', 'tree-dead', 'grass', 'mushrooms', 'tree-willow', 'lantern'],
    decorTint: '#d8e8c0',
  },
  underworld: {
    sky: '#12060c',
    ground: ['#2a1420', '#43202a'],
    speck: '#ff8a3a',
    pool: '#c8461c',
    poolAmount: 0.08,
    road: ['#5a4a58', '#3e3240'],
    edge: '#1a0c12',
    light: '#ff9a6a',
    decor: ['tombstone', 'columns', 'tree-evil', 'torch', 'rock', 'tombstone'],
    decorTint: '#ffd0c8',
  },
  snow: {
    sky: '#8aa4cc',
    ground: ['#e4ecf8', '#ffffff'],
    speck: '#a8d8ff',
    pool: '#9ccaf0',
    poolAmount: 0.12,
    road: ['#c8cfdc', '#a4acbc'],
    edge: '#5a6a88',
    light: '#ffffff',
    decor: ['tree', 'rock', 'tree', 'stones', 'tree-dead', 'lantern'],
    decorTint: '#dce8ff',
  },
};

/** The theme of a stair (the snow world is chosen by where the player is, not by the stair). */
export function themeOf(stair: number): RoadThemeId {
  let id: RoadThemeId = RoadThemeId.meadow;
  for (const [from, theme] of THEME_FROM) if (stair >= from) id = theme;
  return id;
}

/** The first stair of the theme after `stair`'s, or null on the last theme. */
export function nextThemeStart(stair: number): number | null {
  for (const [from] of THEME_FROM) if (from > stair) return from;
  return null;
}

/** The first stair of `stair`'s theme. */
export function themeStart(stair: number): number {
  let start = 1;
  for (const [from] of THEME_FROM) if (stair >= from) start = from;
  return start;
}
