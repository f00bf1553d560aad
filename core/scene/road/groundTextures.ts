import { Color, DataTexture, LinearFilter, PlaneGeometry, RepeatWrapping, RGBAFormat, SRGBColorSpace } from 'three';
import { STAIR_HEIGHT } from '../../model/index.ts';
import { stairStart } from '../../rules/index.ts';
import { hash01, ROAD } from './roadGeometry.ts';
import { ROAD_THEMES, type RoadThemeId } from './roadTheme.ts';

/** Texels per side of a ground or road tile, and the world units one tile covers. */
const SIZE = 128;
export const GROUND_TILE = 256;
export const ROAD_TILE = 128;
/** How far the ground reaches either side of the road: past any frame's edge. */
export const GROUND_WIDTH = 2 * ROAD.decorReach + 400;

/** Smooth value noise that wraps every SIZE texels, from a lattice of `cells` per side. */
const tileable = (seed: number, cells: number, x: number, y: number): number => {
  const fx = (x / SIZE) * cells;
  const fy = (y / SIZE) * cells;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const at = (i: number, j: number) => hash01(seed + (((i % cells) + cells) % cells) * 977 + (((j % cells) + cells) % cells) * 131);
  const ux = (fx - x0) * (fx - x0) * (3 - 2 * (fx - x0));
  const uy = (fy - y0) * (fy - y0) * (3 - 2 * (fy - y0));
  const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * ux;
  const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * ux;
  return top + (bottom - top) * uy;
};
const fbm = (seed: number, x: number, y: number): number =>
  tileable(seed, 3, x, y) * 0.5 + tileable(seed + 1, 6, x, y) * 0.3 + tileable(seed + 2, 16, x, y) * 0.2;

const rgb = (hex: string): [number, number, number] => {
  const c = new Color(hex);
  return [c.r * 255, c.g * 255, c.b * 255];
};
const lerp = (a: number[], b: number[], t: number): number[] => a.map((v, i) => v + ((b[i] ?? 0) - v) * t);
const smooth = (e0: number, e1: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

const texture = (data: Uint8Array): DataTexture => {
  const t = new DataTexture(data, SIZE, SIZE, RGBAFormat);
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.magFilter = LinearFilter;
  t.minFilter = LinearFilter;
  t.colorSpace = SRGBColorSpace;
  t.needsUpdate = true;
  return t;
};

const grounds = new Map<RoadThemeId, DataTexture>();
const roads = new Map<RoadThemeId, DataTexture>();

/**
 * A theme's ground, baked once into a small repeating texture (two colours mixed by noise, a grain, specks of
 * flowers, pebbles or embers, pools of water, snow or lava with a bright rim). Drawn with the sprites' own shader
 * program, so the road adds no shader compile and costs one texture read per pixel, as a sprite does.
 */
export function groundTexture(id: RoadThemeId): DataTexture {
  const cached = grounds.get(id);
  if (cached) return cached;
  const theme = ROAD_THEMES[id];
  const [a, b, speck, pool] = [rgb(theme.ground[0]), rgb(theme.ground[1]), rgb(theme.speck), rgb(theme.pool)];
  const data = new Uint8Array(SIZE * SIZE * 4);
  const level = 0.72 - theme.poolAmount;
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      const n = fbm(11, x, y);
      let c = lerp(a, b, smooth(0.3, 0.7, n)).map((v) => v * (0.9 + 0.1 * tileable(21, 32, x, y)));
      const p = fbm(31, x, y);
      if (theme.poolAmount > 0 && p > level) {
        const rim = 1 + 0.2 * smooth(0.03, 0, p - level);
        c = lerp(c, pool.map((v) => v * rim), smooth(level, level + 0.02, p));
      } else if (hash01(x * 131 + y * 7 + 97) > 0.993) c = lerp(c, speck, 0.8);
      const i = (y * SIZE + x) * 4;
      data.set([Math.min(255, c[0] ?? 0), Math.min(255, c[1] ?? 0), Math.min(255, c[2] ?? 0), 255], i);
    }
  const t = texture(data);
  grounds.set(id, t);
  return t;
}

/** A theme's cobbles: staggered stones of two tones with dark mortar, baked like the ground. */
export function roadTexture(id: RoadThemeId): DataTexture {
  const cached = roads.get(id);
  if (cached) return cached;
  const theme = ROAD_THEMES[id];
  const [a, b, edge] = [rgb(theme.road[0]), rgb(theme.road[1]), rgb(theme.edge)];
  const data = new Uint8Array(SIZE * SIZE * 4);
  const rows = 6;
  const cols = 4;
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      const row = Math.floor((y / SIZE) * rows);
      const fx = (x / SIZE) * cols + (row % 2) * 0.5;
      const col = Math.floor(fx) % cols;
      const inX = fx - Math.floor(fx);
      const inY = (y / SIZE) * rows - row;
      const mortar = Math.min(inX, 1 - inX, (inY * cols) / rows, ((1 - inY) * cols) / rows) * (SIZE / cols);
      const stone = lerp(a, b, hash01(row * 17 + col * 5 + 3) * 0.8 + tileable(41, 16, x, y) * 0.2);
      const shade = 0.7 + 0.3 * smooth(0.5, 3.5, mortar) + 0.08 * (1 - inY);
      const c = mortar < 0.8 ? lerp(edge, stone, 0.35) : stone.map((v) => v * shade);
      data.set([Math.min(255, c[0] ?? 0), Math.min(255, c[1] ?? 0), Math.min(255, c[2] ?? 0), 255], (y * SIZE + x) * 4);
    }
  const t = texture(data);
  roads.set(id, t);
  return t;
}

const geometries = new Map<string, PlaneGeometry>();

/**
 * A quad over one stair, `width` wide, with texture coordinates from world position (one repeat per `tile`
 * units), so neighbouring stairs continue the same pattern without a seam.
 */
export function stairQuad(stair: number, width: number, tile: number): PlaneGeometry {
  const key = `${stair}/${width}/${tile}`;
  const cached = geometries.get(key);
  if (cached) return cached;
  const geometry = new PlaneGeometry(width, STAIR_HEIGHT);
  const uv = geometry.attributes['uv']!;
  const y0 = stairStart(stair);
  for (let i = 0; i < uv.count; i += 1) {
    const u = uv.getX(i);
    const v = uv.getY(i);
    uv.setXY(i, ((u - 0.5) * width) / tile, (y0 + v * STAIR_HEIGHT) / tile);
  }
  geometries.set(key, geometry);
  // The road keeps a few dozen stairs around the party; older quads are let go.
  if (geometries.size > 120) {
    const [oldestKey, oldest] = geometries.entries().next().value as [string, PlaneGeometry];
    geometries.delete(oldestKey);
    oldest.dispose();
  }
  return geometry;
}
