import { FIGURES, Shape, type FigureId, type Part } from '../../content/figures/index.ts';

/** One part of a portrait: its outline polygon (SVG points), colour and the lit inner polygon of the two-tone shading. */
export interface PortraitShape {
  points: string;
  lit: string;
  colour: string;
  shade: string;
}
export interface PortraitDrawing {
  viewBox: string;
  shapes: PortraitShape[];
}

type P3 = [number, number, number];

/** Points on a unit shape's surface (a centred unit box), enough for its outline from any side. */
const samples = (shape: Part['shape']): P3[] => {
  const ring = (y: number, r: number, n = 10): P3[] =>
    Array.from({ length: n }, (_, i) => [Math.cos((i / n) * Math.PI * 2) * r, y, Math.sin((i / n) * Math.PI * 2) * r]);
  switch (shape) {
    case Shape.box:
      return [-0.5, 0.5].flatMap((x) => [-0.5, 0.5].flatMap((y) => [-0.5, 0.5].map((z): P3 => [x, y, z])));
    case Shape.cone:
      return [[0, 0.5, 0], ...ring(-0.5, 0.5)];
    case Shape.cylinder:
      return [...ring(-0.5, 0.5), ...ring(0.5, 0.5)];
    case Shape.sphere:
    case Shape.capsule:
      return [...ring(0, 0.5, 12), ...ring(0.3, 0.4), ...ring(-0.3, 0.4), [0, 0.5, 0], [0, -0.5, 0]];
  }
};

const rotate = ([x, y, z]: P3, [rx, ry, rz]: readonly [number, number, number]): P3 => {
  [x, y] = [x * Math.cos(rz) - y * Math.sin(rz), x * Math.sin(rz) + y * Math.cos(rz)];
  [x, z] = [x * Math.cos(ry) + z * Math.sin(ry), -x * Math.sin(ry) + z * Math.cos(ry)];
  [y, z] = [y * Math.cos(rx) - z * Math.sin(rx), y * Math.sin(rx) + z * Math.cos(rx)];
  return [x, y, z];
};

/** The convex hull of 2D points (monotone chain). */
const hull = (pts: [number, number][]): [number, number][] => {
  const s = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(s), ...half([...s].reverse())];
};

const darken = (hex: string, k: number): string => {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number) => Math.round(v * k).toString(16).padStart(2, '0');
  return `#${c((n >> 16) & 255)}${c((n >> 8) & 255)}${c(n & 255)}`;
};

const cache = new Map<FigureId, PortraitDrawing>();

/**
 * A figure seen in three-quarter view as flat shapes, back to front: each part's outline from its sampled surface,
 * a shadow tone, and a lit tone shifted toward the light (upper left), as the scene's toon bands fall.
 */
export function portraitDrawing(id: FigureId): PortraitDrawing {
  const hit = cache.get(id);
  if (hit) return hit;
  const spec = FIGURES[id];
  const view: P3 = [0.12, spec.turn * 0.8, 0];
  const placed = spec.parts.map((part) => {
    const pts = samples(part.shape).map((p) => {
      const local = rotate([p[0] * part.size[0], p[1] * part.size[1], p[2] * part.size[2]], part.rot ?? [0, 0, 0]);
      return rotate([local[0] + part.at[0], local[1] + part.at[1], local[2] + part.at[2]], view);
    });
    const depth = pts.reduce((sum, p) => sum + p[2], 0) / pts.length;
    return { part, outline: hull(pts.map((p): [number, number] => [p[0], -p[1]])), depth };
  });
  placed.sort((a, b) => a.depth - b.depth);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const shapes = placed.map(({ part, outline }) => {
    for (const [x, y] of outline) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    const cx = outline.reduce((s, p) => s + p[0], 0) / outline.length;
    const cy = outline.reduce((s, p) => s + p[1], 0) / outline.length;
    const f = (v: number) => v.toFixed(3);
    const colour = spec.palette[part.slot];
    return {
      points: outline.map(([x, y]) => `${f(x)},${f(y)}`).join(' '),
      lit: outline.map(([x, y]) => `${f(cx + (x - cx) * 0.78 - 0.012)},${f(cy + (y - cy) * 0.78 - 0.012)}`).join(' '),
      colour,
      shade: darken(colour, 0.62),
    };
  });
  const pad = 0.05;
  const side = Math.max(maxX - minX, maxY - minY) + 2 * pad;
  const x0 = (minX + maxX) / 2 - side / 2;
  const y0 = (minY + maxY) / 2 - side / 2;
  const drawing = { viewBox: `${x0.toFixed(3)} ${y0.toFixed(3)} ${side.toFixed(3)} ${side.toFixed(3)}`, shapes };
  cache.set(id, drawing);
  return drawing;
}
