import { Bone, Shape, Slot, type Bone as BoneT, type FigureSpec, type Palette, type Part, type Shape as ShapeT, type Slot as SlotT, type Vec3 } from './figureTypes.ts';

/** One part; `at` is its centre in figure space. */
export const part = (shape: ShapeT, bone: BoneT, slot: SlotT, size: Vec3, at: Vec3, rot?: Vec3): Part =>
  rot ? { shape, bone, slot, size, at, rot } : { shape, bone, slot, size, at };

/** The same part on the figure's other side (x mirrored, its bone swapped left for right). */
const MIRROR: Partial<Record<BoneT, BoneT>> = { armL: 'armR', armR: 'armL', legL: 'legR', legR: 'legL', wingL: 'wingR', wingR: 'wingL' };
export const mirrored = (p: Part): Part => ({
  ...p,
  bone: MIRROR[p.bone] ?? p.bone,
  at: [-p.at[0], p.at[1], p.at[2]],
  ...(p.rot ? { rot: [p.rot[0], -p.rot[1], -p.rot[2]] as Vec3 } : {}),
});
export const pair = (p: Part): Part[] => [p, mirrored(p)];

export interface Body {
  parts: Part[];
  pivots: Partial<Record<BoneT, Vec3>>;
}

export interface HumanoidOptions {
  /** Shoulders and hips this much wider than a standard body. */
  wide?: number;
  /** Head size relative to a standard head. */
  head?: number;
  /** A long robe or skirt (a cone) instead of trousers. */
  robe?: boolean;
  /** Arms this much longer (a troll's reach). */
  reach?: number;
  /** No legs (floaters grow a smoke tail instead). */
  legless?: boolean;
}

/** A person: legs, hips, chest, head with eyes, arms with hands; the weapon bone sits in the right hand. */
export function humanoid(o: HumanoidOptions = {}): Body {
  const w = o.wide ?? 1;
  const h = o.head ?? 1;
  const r = o.reach ?? 1;
  const sx = 0.16 * w;
  const hand = 0.7 - 0.3 * r;
  const parts: Part[] = [
    part(Shape.capsule, Bone.torso, Slot.main, [0.3 * w, 0.34, 0.2], [0, 0.6, 0]),
    part(Shape.sphere, Bone.hips, Slot.second, [0.26 * w, 0.14, 0.17], [0, 0.46, 0]),
    part(Shape.sphere, Bone.head, Slot.skin, [0.2 * h, 0.21 * h, 0.2 * h], [0, 0.85, 0]),
    ...pair(part(Shape.sphere, Bone.head, Slot.dark, [0.04, 0.05, 0.03], [0.045 * h, 0.86, 0.088 * h])),
    ...pair(part(Shape.capsule, Bone.armL, Slot.main, [0.085 * w, 0.3 * r, 0.085 * w], [sx, 0.7 - 0.15 * r, 0], [0, 0, 0.08])),
    ...pair(part(Shape.sphere, Bone.armL, Slot.skin, [0.085, 0.085, 0.085], [sx + 0.02, hand, 0])),
  ];
  if (!o.legless) {
    parts.push(...pair(part(Shape.box, Bone.legL, Slot.dark, [0.1, 0.06, 0.15], [0.075 * w, 0.03, 0.03])));
    if (o.robe) parts.push(part(Shape.cone, Bone.hips, Slot.main, [0.38 * w, 0.48, 0.3], [0, 0.26, 0]));
    else parts.push(...pair(part(Shape.capsule, Bone.legL, Slot.second, [0.11 * w, 0.42, 0.12], [0.075 * w, 0.24, 0])));
  }
  return {
    parts,
    pivots: {
      hips: [0, 0.44, 0],
      torso: [0, 0.47, 0],
      head: [0, 0.75, 0],
      armL: [sx, 0.72, 0],
      armR: [-sx, 0.72, 0],
      weapon: [-sx - 0.02, hand, 0.02],
      legL: [0.075 * w, 0.44, 0],
      legR: [-0.075 * w, 0.44, 0],
      tail: [0, 0.44, -0.08],
      wingL: [0.06, 0.68, -0.09],
      wingR: [-0.06, 0.68, -0.09],
    },
  };
}

/** A beast on four legs, its body along z: front legs ride the arms, back legs the legs. */
export function quadruped(o: { long?: number; tall?: number } = {}): Body {
  const l = o.long ?? 1;
  const t = o.tall ?? 1;
  const y = 0.42 * t;
  const legs = (bone: BoneT, z: number) => [
    part(Shape.capsule, bone, Slot.second, [0.1, y, 0.1], [0.1, y / 2, z]),
    part(Shape.sphere, bone, Slot.dark, [0.11, 0.06, 0.13], [0.1, 0.03, z + 0.02]),
  ];
  return {
    parts: [
      part(Shape.capsule, Bone.torso, Slot.main, [0.32, 0.62 * l, 0.3], [0, y + 0.05, 0], [Math.PI / 2, 0, 0]),
      part(Shape.sphere, Bone.head, Slot.main, [0.24, 0.22, 0.26], [0, y + 0.2, 0.34 * l]),
      ...pair(part(Shape.sphere, Bone.head, Slot.glow, [0.045, 0.05, 0.03], [0.06, y + 0.24, 0.45 * l])),
      ...legs(Bone.armL, 0.2 * l).flatMap(pair),
      ...legs(Bone.legL, -0.2 * l).flatMap(pair),
    ],
    pivots: {
      hips: [0, y, 0],
      torso: [0, y, 0],
      head: [0, y + 0.12, 0.26 * l],
      armL: [0.1, y, 0.2 * l],
      armR: [-0.1, y, 0.2 * l],
      legL: [0.1, y, -0.2 * l],
      legR: [-0.1, y, -0.2 * l],
      tail: [0, y + 0.08, -0.3 * l],
      wingL: [0.1, y + 0.15, 0],
      wingR: [-0.1, y + 0.15, 0],
      weapon: [0, y + 0.2, 0.4 * l],
    },
  };
}

/** A coiled serpent: rings of the body on the ground (tail bone), a raised neck (torso) and the head. */
export function serpentine(o: { rings?: number } = {}): Body {
  const n = o.rings ?? 9;
  const coil: Part[] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    const r = 0.24 - i * 0.006;
    coil.push(part(Shape.sphere, Bone.tail, i % 2 ? Slot.second : Slot.main, [0.2, 0.18, 0.2], [Math.cos(a) * r, 0.1 + i * 0.012, Math.sin(a) * r - 0.04]));
  }
  return {
    parts: [
      ...coil,
      part(Shape.capsule, Bone.torso, Slot.main, [0.16, 0.42, 0.16], [0, 0.38, 0.1], [0.25, 0, 0]),
      part(Shape.capsule, Bone.torso, Slot.second, [0.1, 0.34, 0.06], [0, 0.38, 0.17], [0.25, 0, 0]),
      part(Shape.sphere, Bone.head, Slot.main, [0.2, 0.15, 0.26], [0, 0.66, 0.14]),
      ...pair(part(Shape.sphere, Bone.head, Slot.glow, [0.045, 0.05, 0.04], [0.07, 0.7, 0.21])),
    ],
    pivots: {
      hips: [0, 0.1, 0],
      torso: [0, 0.16, 0.06],
      head: [0, 0.58, 0.12],
      armL: [0.08, 0.45, 0.1],
      armR: [-0.08, 0.45, 0.1],
      tail: [0, 0.1, 0],
      weapon: [0, 0.6, 0.2],
    },
  };
}

/** A winged bird: round body, head with a beak, wings on the wing bones, tail feathers. */
export function bird(): Body {
  return {
    parts: [
      part(Shape.sphere, Bone.torso, Slot.main, [0.3, 0.36, 0.32], [0, 0.5, 0]),
      part(Shape.sphere, Bone.torso, Slot.second, [0.2, 0.26, 0.12], [0, 0.48, 0.12]),
      part(Shape.sphere, Bone.head, Slot.main, [0.18, 0.18, 0.18], [0, 0.77, 0.06]),
      part(Shape.cone, Bone.head, Slot.trim, [0.07, 0.14, 0.07], [0, 0.76, 0.19], [Math.PI / 2, 0, 0]),
      ...pair(part(Shape.sphere, Bone.head, Slot.dark, [0.04, 0.045, 0.03], [0.055, 0.8, 0.13])),
      ...pair(part(Shape.capsule, Bone.legL, Slot.trim, [0.04, 0.3, 0.04], [0.07, 0.17, 0])),
      ...pair(part(Shape.box, Bone.wingL, Slot.main, [0.46, 0.05, 0.2], [0.32, 0.66, -0.06], [0, 0, 0.45])),
      ...pair(part(Shape.box, Bone.wingL, Slot.glow, [0.36, 0.04, 0.14], [0.4, 0.6, -0.02], [0, 0, 0.7])),
    ],
    pivots: {
      hips: [0, 0.34, 0],
      torso: [0, 0.36, 0],
      head: [0, 0.66, 0.04],
      legL: [0.07, 0.34, 0],
      legR: [-0.07, 0.34, 0],
      tail: [0, 0.42, -0.14],
      wingL: [0.12, 0.6, -0.06],
      wingR: [-0.12, 0.6, -0.06],
      armL: [0.12, 0.55, 0],
      armR: [-0.12, 0.55, 0],
      weapon: [0, 0.76, 0.2],
    },
  };
}

/** A floater's smoke tail instead of legs: cones narrowing to the ground on the tail bone. */
export const smokeTail = (slot: SlotT = Slot.second): Part[] => [
  part(Shape.cone, Bone.tail, slot, [0.3, 0.34, 0.24], [0, 0.3, 0], [Math.PI, 0, 0]),
  part(Shape.cone, Bone.tail, Slot.glow, [0.16, 0.22, 0.14], [0.04, 0.12, -0.02], [Math.PI, 0, 0.3]),
];

/** Heads (and what they wear) are drawn this much larger than life, grown from the neck: faces read at phone size. */
export const HEAD_SCALE = 1.2;

const grownHead = (body: Body, parts: readonly Part[]): Part[] => {
  const neck = body.pivots.head ?? [0, 0, 0];
  const k = HEAD_SCALE;
  return parts.map((p) =>
    p.bone !== Bone.head
      ? p
      : {
          ...p,
          size: [p.size[0] * k, p.size[1] * k, p.size[2] * k] as const,
          at: [neck[0] + (p.at[0] - neck[0]) * k, neck[1] + (p.at[1] - neck[1]) * k, neck[2] + (p.at[2] - neck[2]) * k] as const,
        },
  );
};

/** Assembles a figure from a body, extra parts and a palette. */
export const figure = (body: Body, extra: readonly Part[], palette: Palette, o: { turn?: number; floats?: boolean } = {}): FigureSpec => ({
  parts: grownHead(body, [...body.parts, ...extra]),
  pivots: body.pivots,
  palette,
  turn: o.turn ?? 0.55,
  floats: o.floats ?? false,
});
