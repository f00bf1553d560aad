import type { FigureSpec, Part, Vec3 } from './figureTypes.ts';

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** The corners of a part's box after its rotation (Euler XYZ, as three applies it), around its centre. */
const corners = (p: Part): Vec3[] => {
  const [rx, ry, rz] = p.rot ?? [0, 0, 0];
  const [cx, sx, cy, sy, cz, sz] = [Math.cos(rx), Math.sin(rx), Math.cos(ry), Math.sin(ry), Math.cos(rz), Math.sin(rz)];
  const out: Vec3[] = [];
  for (const i of [-0.5, 0.5])
    for (const j of [-0.5, 0.5])
      for (const k of [-0.5, 0.5]) {
        let [x, y, z] = [i * p.size[0], j * p.size[1], k * p.size[2]];
        // R = Rx · Ry · Rz applied to v: z first, then y, then x.
        [x, y] = [x * cz - y * sz, x * sz + y * cz];
        [x, z] = [x * cy + z * sy, -x * sy + z * cy];
        [y, z] = [y * cx - z * sx, y * sx + z * cx];
        out.push([x + p.at[0], y + p.at[1], z + p.at[2]]);
      }
  return out;
};

/** The figure's box at rest in figure space (each part's rotated box, a little larger than a round part). */
export function figureBounds(spec: FigureSpec): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const part of spec.parts)
    for (const c of corners(part))
      for (let a = 0; a < 3; a += 1) {
        min[a] = Math.min(min[a]!, c[a]!);
        max[a] = Math.max(max[a]!, c[a]!);
      }
  return { min, max };
}
