/**
 * The vocabulary of a figure (issue 24 "Figures with volume"): a body plan of primitives, each riding one bone,
 * coloured from the figure's palette. Figure space: the feet on y = 0, a standard humanoid 1 tall, the figure
 * faces +z (the camera); x is the figure's left. No three and no React here: the scene builds meshes from this data,
 * the UI draws portraits from it.
 */

/** The bones a part may ride; each figure poses them (poses.ts). `root` is the whole figure, in screen axes. */
export const Bone = {
  root: 'root',
  hips: 'hips',
  torso: 'torso',
  head: 'head',
  armL: 'armL',
  armR: 'armR',
  weapon: 'weapon',
  legL: 'legL',
  legR: 'legR',
  tail: 'tail',
  wingL: 'wingL',
  wingR: 'wingR',
} as const;
export type Bone = (typeof Bone)[keyof typeof Bone];
export const bones = Object.values(Bone) as readonly Bone[];

/** Each bone's parent (the root has none): the weapon rides the right hand, the wings the back. */
export const BONE_PARENT: Record<Bone, Bone | null> = {
  root: null,
  hips: 'root',
  torso: 'hips',
  head: 'torso',
  armL: 'torso',
  armR: 'torso',
  weapon: 'armR',
  legL: 'hips',
  legR: 'hips',
  tail: 'hips',
  wingL: 'torso',
  wingR: 'torso',
};

/** Primitive shapes; `size` is the full extent along x, y, z (a capsule's y is its whole length). */
export const Shape = {
  box: 'box',
  sphere: 'sphere',
  capsule: 'capsule',
  cone: 'cone',
  cylinder: 'cylinder',
} as const;
export type Shape = (typeof Shape)[keyof typeof Shape];

/** Colour slots of a palette: a part names its slot, the figure's palette gives the colour. */
export const Slot = {
  skin: 'skin',
  main: 'main',
  second: 'second',
  trim: 'trim',
  hair: 'hair',
  metal: 'metal',
  dark: 'dark',
  glow: 'glow',
} as const;
export type Slot = (typeof Slot)[keyof typeof Slot];

export type Palette = Record<Slot, string>;
export type Vec3 = readonly [number, number, number];

export interface Part {
  shape: Shape;
  bone: Bone;
  slot: Slot;
  size: Vec3;
  /** The part's centre in figure space (not relative to its bone). */
  at: Vec3;
  /** Euler angles (radians, XYZ). */
  rot?: Vec3;
}

export interface FigureSpec {
  parts: readonly Part[];
  palette: Palette;
  /** Where each used bone turns, in figure space (a bone without a pivot turns about its parent's). */
  pivots: Partial<Record<Bone, Vec3>>;
  /** How far the figure is turned toward the way it faces, radians (a side-on beast more than a person). */
  turn: number;
  /** It hovers (djinn, phoenix): idle lifts and bobs it, walk glides instead of stepping. */
  floats: boolean;
}
