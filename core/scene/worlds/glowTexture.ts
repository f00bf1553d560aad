import { DataTexture, LinearFilter, RGBAFormat } from 'three';

const SIZE = 64;
let glow: DataTexture | null = null;
let star: DataTexture | null = null;

const bake = (alphaAt: (dx: number, dy: number) => number): DataTexture => {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      const a = Math.max(0, Math.min(1, alphaAt((x + 0.5) / SIZE - 0.5, (y + 0.5) / SIZE - 0.5)));
      data.set([255, 255, 255, Math.round(a * 255)], (y * SIZE + x) * 4);
    }
  const t = new DataTexture(data, SIZE, SIZE, RGBAFormat);
  t.magFilter = LinearFilter;
  t.minFilter = LinearFilter;
  t.needsUpdate = true;
  return t;
};

/** A soft round glow, white, its light in the alpha (tinted by the material's colour): 16 KB, baked once. */
export function glowTexture(): DataTexture {
  glow ??= bake((dx, dy) => {
    const d = Math.hypot(dx, dy) * 2;
    return (1 - d) ** 2;
  });
  return glow;
}

/** A four-pointed twinkle star for sparkles, baked once. */
export function starTexture(): DataTexture {
  star ??= bake((dx, dy) => {
    const ax = Math.abs(dx) * 2;
    const ay = Math.abs(dy) * 2;
    const arms = Math.max(1 - ax * 9 - ay * 1.1, 1 - ay * 9 - ax * 1.1);
    return Math.max(arms, (1 - Math.hypot(ax, ay) * 3) * 1.2);
  });
  return star;
}
