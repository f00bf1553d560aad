import { BufferAttribute, BufferGeometry } from 'three';
import { hash01 } from '../road/roadGeometry.ts';
import type { RidgeKind } from './worldLooks.ts';

/** Samples across a skyline: enough for peaks and towers at 1280 px, few enough to build in a millisecond. */
const SAMPLES = 160;

const bump = (d: number): number => Math.max(0, 1 - d * d);

/**
 * The height (0..1) of a skyline at `u` (0..1 across) for a kind and seed: rolling hills, pointed conifers, sharp
 * peaks, hanging willow crowns, thin spires, the arena's stepped stands or a keep's towers and battlements.
 */
export function ridgeHeight(kind: RidgeKind, seed: number, u: number): number {
  const r = (i: number) => hash01(seed * 7919 + i * 131);
  switch (kind) {
    case 'hills':
      return 0.45 + 0.25 * Math.sin(u * 7 + r(1) * 6) + 0.15 * Math.sin(u * 17 + r(2) * 6) + 0.08 * Math.sin(u * 41);
    case 'trees': {
      let h = 0.25 + 0.1 * Math.sin(u * 9 + r(0) * 6);
      for (let i = 0; i < 22; i += 1) {
        const x = (i + r(i) * 0.8) / 22;
        const tall = 0.55 + r(i + 50) * 0.45;
        const d = Math.abs(u - x) / (0.028 + r(i + 90) * 0.012);
        // A conifer: its sides notched into three tiers.
        const p = 1 - d;
        if (p > 0) h = Math.max(h, 0.2 + tall * (p - 0.12 * ((p * 3) % 1)));
      }
      return h;
    }
    case 'peaks': {
      let h = 0.2;
      for (let i = 0; i < 7; i += 1) {
        const x = (i + 0.2 + r(i) * 0.6) / 7;
        const tall = 0.5 + r(i + 20) * 0.5;
        const d = Math.abs(u - x) * (5 + r(i + 40) * 4);
        h = Math.max(h, tall * (1 - d) + 0.04 * Math.sin(u * 120 + i));
      }
      return h;
    }
    case 'willows': {
      let h = 0.2 + 0.05 * Math.sin(u * 31);
      for (let i = 0; i < 9; i += 1) {
        const x = (i + r(i)) / 9;
        const d = Math.abs(u - x) / (0.06 + r(i + 7) * 0.03);
        h = Math.max(h, (0.55 + r(i + 3) * 0.4) * Math.sqrt(bump(d)) - (d > 0.7 ? 0.08 * Math.sin(u * 300) : 0));
      }
      return h;
    }
    case 'spires': {
      let h = 0.15 + 0.1 * Math.sin(u * 13 + r(0) * 6);
      for (let i = 0; i < 12; i += 1) {
        const x = (i + r(i)) / 12;
        const d = Math.abs(u - x) / (0.012 + r(i + 5) * 0.02);
        h = Math.max(h, (0.4 + r(i + 9) * 0.6) * Math.max(0, 1 - d));
      }
      return h;
    }
    case 'stands': {
      // Rising towards both sides like a bowl, in steps, with a pillar every so often.
      const bowl = 0.45 + 0.4 * Math.abs(u - 0.5) * 2;
      const stepped = Math.floor(bowl * 8) / 8;
      const pillar = Math.abs(((u * 14) % 1) - 0.5) < 0.06 ? 0.12 : 0;
      return stepped + pillar;
    }
    case 'keep': {
      const towers = [0.12, 0.38, 0.66, 0.9];
      let h = 0.35 + (Math.floor(u * 60) % 2 === 0 ? 0.05 : 0);
      for (const [i, x] of towers.entries()) {
        const w = 0.04 + r(i) * 0.02;
        const d = Math.abs(u - x);
        if (d < w) h = Math.max(h, 0.7 + r(i + 4) * 0.25 + (Math.floor(((u - x + w) / w) * 3) % 2 === 0 ? 0.04 : 0));
        if (d < w * 1.1 && d >= w * 0.2) h = Math.max(h, 0);
        // A pointed roof on top of every other tower.
        if (i % 2 === 0 && d < w * 1.15) h = Math.max(h, 0.98 + r(i + 4) * 0.25 - (d / (w * 1.15)) * 0.3);
      }
      return h;
    }
  }
}

const cache = new Map<string, BufferGeometry>();

/**
 * A skyline shape `width` wide and up to `height` tall standing on y = 0, reaching `depth` below it (so it covers
 * down to the ground's horizon), centred on x = 0: a strip of quads from its foot to its profile (a height field
 * needs no triangulation, which keeps three's shape and curve code out of the bundle). Cached: the same world
 * redraws the same shape.
 */
export function skylineGeometry(kind: RidgeKind, seed: number, width: number, height: number, depth: number): BufferGeometry {
  const key = `${kind}/${seed}/${Math.round(width)}/${Math.round(height)}/${Math.round(depth)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const positions = new Float32Array((SAMPLES + 1) * 2 * 3);
  for (let i = 0; i <= SAMPLES; i += 1) {
    const u = i / SAMPLES;
    const x = -width / 2 + u * width;
    positions.set([x, -depth, 0, x, Math.max(0, Math.min(1.3, ridgeHeight(kind, seed, u))) * height, 0], i * 6);
  }
  const index: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const a = i * 2;
    index.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setIndex(index);
  cache.set(key, geometry);
  if (cache.size > 24) {
    const [oldKey, old] = cache.entries().next().value as [string, BufferGeometry];
    cache.delete(oldKey);
    old.dispose();
  }
  return geometry;
}
