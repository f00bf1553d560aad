import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CapsuleGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { BONE_PARENT, bones, figureBounds, Shape, type Bone, type FigureSpec, type Part } from '../../content/figures/index.ts';

/** Outline thickness in figure heights; parts thinner than OUTLINE_MIN (eyes, strings) get none. */
export const OUTLINE = 0.022;
const OUTLINE_MIN = 0.05;

/** One bone's meshes: its parts merged into one geometry (vertex colours) and their inflated hull for the outline. */
export interface BoneGeometry {
  body: BufferGeometry;
  outline: BufferGeometry | null;
}

export interface FigureGeometry {
  bones: Partial<Record<Bone, BoneGeometry>>;
  /** Scale that fits the figure into a unit box (height ≤ 0.96, width ≤ 1.1), the feet on its bottom edge. */
  fit: number;
}

/**
 * How finely round parts are cut: `full` everywhere but the lowest quality, where the processor draws every
 * triangle (the software renderer) and a figure at phone size reads the same with about half of them.
 */
export type FigureDetail = 'full' | 'low';
const SEGMENTS: Record<FigureDetail, { around: number; sphereRings: number; capRings: number }> = {
  full: { around: 10, sphereRings: 8, capRings: 4 },
  low: { around: 7, sphereRings: 5, capRings: 2 },
};

const unitOf = (p: Part, detail: FigureDetail): BufferGeometry => {
  const cut = SEGMENTS[detail];
  switch (p.shape) {
    case Shape.box:
      return new BoxGeometry(1, 1, 1);
    case Shape.sphere:
      return new SphereGeometry(0.5, cut.around + 2, cut.sphereRings);
    case Shape.cone:
      return new ConeGeometry(0.5, 1, cut.around);
    case Shape.cylinder:
      return new CylinderGeometry(0.5, 0.5, 1, cut.around);
    case Shape.capsule: {
      // A true capsule (round ends) of the part's thickness; x and z stretched after.
      const r = Math.min(p.size[0], p.size[2]) / 2;
      const length = Math.max(0.001, p.size[1] - 2 * r);
      const g = new CapsuleGeometry(r, length, cut.capRings, cut.around);
      g.scale(1 / (2 * r), 1 / p.size[1], 1 / (2 * r));
      return g;
    }
  }
};

const matrixOf = (p: Part, size: readonly number[], pivot: readonly number[]): Matrix4 =>
  new Matrix4().compose(
    new Vector3(p.at[0] - pivot[0]!, p.at[1] - pivot[1]!, p.at[2] - pivot[2]!),
    new Quaternion().setFromEuler(new Euler(...(p.rot ?? [0, 0, 0]))),
    new Vector3(size[0], size[1], size[2]),
  );

/** Merges transformed part geometries into one, painting each part's colour into its vertices. */
function merge(items: { geometry: BufferGeometry; colour: Color }[]): BufferGeometry {
  let vertices = 0;
  let indices = 0;
  for (const { geometry } of items) {
    vertices += geometry.attributes.position!.count;
    indices += geometry.index?.count ?? geometry.attributes.position!.count;
  }
  const position = new Float32Array(vertices * 3);
  const normal = new Float32Array(vertices * 3);
  const colour = new Float32Array(vertices * 3);
  const index = new Uint32Array(indices);
  let v = 0;
  let i = 0;
  for (const { geometry, colour: c } of items) {
    const pos = geometry.attributes.position!;
    const nor = geometry.attributes.normal!;
    position.set(pos.array as Float32Array, v * 3);
    normal.set(nor.array as Float32Array, v * 3);
    for (let k = 0; k < pos.count; k += 1) colour.set([c.r, c.g, c.b], (v + k) * 3);
    const src = geometry.index;
    if (src) for (let k = 0; k < src.count; k += 1) index[i + k] = src.getX(k) + v;
    else for (let k = 0; k < pos.count; k += 1) index[i + k] = v + k;
    i += src?.count ?? pos.count;
    v += pos.count;
    geometry.dispose();
  }
  const out = new BufferGeometry();
  out.setAttribute('position', new BufferAttribute(position, 3));
  out.setAttribute('normal', new BufferAttribute(normal, 3));
  out.setAttribute('color', new BufferAttribute(colour, 3));
  out.setIndex(new BufferAttribute(index, 1));
  out.computeBoundingSphere();
  return out;
}

/** A bone's pivot: its own, else its parent's (up to the root, at the feet). */
export const pivotOf = (spec: FigureSpec, bone: Bone): readonly [number, number, number] => {
  const own = spec.pivots[bone];
  if (own) return own;
  const parent = BONE_PARENT[bone];
  return parent ? pivotOf(spec, parent) : [0, 0, 0];
};

const cache: Record<FigureDetail, WeakMap<FigureSpec, FigureGeometry>> = { full: new WeakMap(), low: new WeakMap() };

/** The merged geometries of a figure, built once per spec and detail and shared by every figure drawn from it. */
export function figureGeometry(spec: FigureSpec, detail: FigureDetail = 'full'): FigureGeometry {
  const hit = cache[detail].get(spec);
  if (hit) return hit;
  const out: FigureGeometry['bones'] = {};
  const black = new Color('#000000');
  for (const bone of bones) {
    const parts = spec.parts.filter((p) => p.bone === bone);
    if (parts.length === 0) continue;
    const pivot = pivotOf(spec, bone);
    const body = parts.map((p) => ({ geometry: unitOf(p, detail).applyMatrix4(matrixOf(p, p.size, pivot)), colour: new Color(spec.palette[p.slot]) }));
    const hull = parts
      .filter((p) => Math.min(p.size[0], p.size[1]) >= OUTLINE_MIN)
      .map((p) => ({ geometry: unitOf(p, detail).applyMatrix4(matrixOf(p, p.size.map((s) => s + 2 * OUTLINE), pivot)), colour: black }));
    out[bone] = { body: merge(body), outline: hull.length > 0 ? merge(hull) : null };
  }
  const b = figureBounds(spec);
  const height = b.max[1] - Math.min(0, b.min[1]);
  const width = Math.max(b.max[0] - b.min[0], b.max[2] - b.min[2]);
  const made = { bones: out, fit: Math.min(0.96 / height, 1.1 / width) };
  cache[detail].set(spec, made);
  return made;
}
