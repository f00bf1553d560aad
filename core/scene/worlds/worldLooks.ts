import type { RoadThemeId } from '../road/roadTheme.ts';

/** What drifts in a world's air (Motes.tsx): each has its own colour, size, fall and flicker. */
export const MoteKind = { pollen: 'pollen', firefly: 'firefly', snow: 'snow', spore: 'spore', ember: 'ember', dust: 'dust' } as const;
export type MoteKind = (typeof MoteKind)[keyof typeof MoteKind];

/** The skyline of a world's far and middle layers (skyline.ts draws each from a seed). */
export const RidgeKind = {
  hills: 'hills',
  trees: 'trees',
  peaks: 'peaks',
  willows: 'willows',
  spires: 'spires',
  stands: 'stands',
  keep: 'keep',
} as const;
export type RidgeKind = (typeof RidgeKind)[keyof typeof RidgeKind];

/**
 * A world's side view (battle backdrops, the road's haze, the stages): sky from top to horizon, the sun or moon,
 * the far and middle skyline, the ground from horizon to front, the haze, what drifts in the air and the three
 * lights (core/scene/ART.md "Palette" lists these values; keep both in step).
 */
export interface WorldLook {
  skyTop: string;
  skyHorizon: string;
  sun: string;
  /** Where the sun or moon stands, as a share of the frame's width from the left (the key light comes from there). */
  sunX: number;
  far: string;
  farRidge: RidgeKind;
  mid: string;
  midRidge: RidgeKind;
  groundFar: string;
  groundNear: string;
  haze: string;
  mote: MoteKind;
  moteColour: string;
  /** Key, hemisphere fill (sky, ground) and rim colours for toon-shaded figures. */
  key: string;
  fillSky: string;
  fillGround: string;
  rim: string;
}

/** The battle backdrops: one per road world (the kind of place a road battle stands in), the arena and the raid's keep. */
export type BackdropId = RoadThemeId | 'arena' | 'keep';

export const WORLD_LOOKS: Record<BackdropId, WorldLook> = {
  meadow: {
    skyTop: '#4f8fd8', skyHorizon: '#f4e3a8', sun: '#fff2b0', sunX: 0.22,
    far: '#7da7c8', farRidge: 'hills', mid: '#4f8a4a', midRidge: 'trees',
    groundFar: '#86b94a', groundNear: '#4f8a34', haze: '#e8efd8',
    mote: 'pollen', moteColour: '#fff6a0',
    key: '#fff1d0', fillSky: '#bcdcff', fillGround: '#5a7a3a', rim: '#fff8e0',
  },
  forest: {
    skyTop: '#1f4a3a', skyHorizon: '#a8d890', sun: '#eaffc0', sunX: 0.3,
    far: '#3f6a58', farRidge: 'trees', mid: '#1f3f26', midRidge: 'trees',
    groundFar: '#3b6a34', groundNear: '#1f3a1c', haze: '#9cc8a0',
    mote: 'firefly', moteColour: '#e8ff8a',
    key: '#e8ffd0', fillSky: '#7ab89a', fillGround: '#203a20', rim: '#d0ffb0',
  },
  mountains: {
    skyTop: '#3a5a8a', skyHorizon: '#dfe8f4', sun: '#ffffff', sunX: 0.25,
    far: '#9aa8c0', farRidge: 'peaks', mid: '#5a6478', midRidge: 'peaks',
    groundFar: '#b4bccb', groundNear: '#6a7284', haze: '#e4ecf8',
    mote: 'dust', moteColour: '#ffffff',
    key: '#f4f8ff', fillSky: '#b8ccec', fillGround: '#56606e', rim: '#dff0ff',
  },
  swamp: {
    skyTop: '#2a3428', skyHorizon: '#a8b878', sun: '#e8f0a0', sunX: 0.3,
    far: '#56664a', farRidge: 'willows', mid: '#2f3a26', midRidge: 'willows',
    groundFar: '#56603a', groundNear: '#2a3220', haze: '#9aa878',
    mote: 'spore', moteColour: '#c8f070',
    key: '#e0ecb0', fillSky: '#8a9a6a', fillGround: '#2a3020', rim: '#c8e0a0',
  },
  underworld: {
    skyTop: '#12060c', skyHorizon: '#8a2a1c', sun: '#ff8a4a', sunX: 0.5,
    far: '#3a1420', farRidge: 'spires', mid: '#220a12', midRidge: 'spires',
    groundFar: '#43202a', groundNear: '#1a0a10', haze: '#6a2418',
    mote: 'ember', moteColour: '#ff9a3a',
    key: '#ffb08a', fillSky: '#6a2a3a', fillGround: '#1a0810', rim: '#ff7a3a',
  },
  snow: {
    skyTop: '#5a7ab8', skyHorizon: '#e8f0ff', sun: '#fffaf0', sunX: 0.28,
    far: '#c4d4ee', farRidge: 'peaks', mid: '#7a9ac0', midRidge: 'trees',
    groundFar: '#f4f8ff', groundNear: '#b8c8e4', haze: '#f0f4ff',
    mote: 'snow', moteColour: '#ffffff',
    key: '#fff8f0', fillSky: '#d8e4ff', fillGround: '#8aa0c8', rim: '#ffffff',
  },
  arena: {
    skyTop: '#3a2a5a', skyHorizon: '#f0b070', sun: '#ffd890', sunX: 0.2,
    far: '#6a5470', farRidge: 'stands', mid: '#4a3650', midRidge: 'stands',
    groundFar: '#d8b888', groundNear: '#8a6a48', haze: '#f0c890',
    mote: 'dust', moteColour: '#ffe0a8',
    key: '#ffe8c8', fillSky: '#a890c8', fillGround: '#6a4a30', rim: '#ffd890',
  },
  keep: {
    skyTop: '#1a1430', skyHorizon: '#5a4a80', sun: '#d8e0ff', sunX: 0.3,
    far: '#3a3058', farRidge: 'peaks', mid: '#241c38', midRidge: 'keep',
    groundFar: '#4a4260', groundNear: '#1c1828', haze: '#6a5a90',
    mote: 'ember', moteColour: '#b8a0ff',
    key: '#e0e4ff', fillSky: '#6a5aa0', fillGround: '#201a30', rim: '#b8a0ff',
  },
};

/**
 * The one key light of the game: from the upper left, in front of the figures (x left, y up, z towards the
 * viewer). Every scene's key light shines along it, so a figure's lit side is the same everywhere; ART.md states it.
 */
export const KEY_LIGHT_DIRECTION: readonly [number, number, number] = [-0.55, 0.7, 0.45];
/** The rim comes from behind the figures, opposite the key across the frame. */
export const RIM_LIGHT_DIRECTION: readonly [number, number, number] = [0.7, 0.35, -0.6];

/** The lights of the stages that are no world of the road: character selection at dusk, the clan hall's courtyard. */
export const STAGE_LIGHTS = {
  selection: { key: '#ffe0b0', fillSky: '#8a70c8', fillGround: '#2a1a3a', rim: '#f2c14e' },
  clan: { key: '#fff0d8', fillSky: '#9aa8d8', fillGround: '#3a2a20', rim: '#ffd890' },
} as const;
