import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAtlas } from '../../scripts/atlas.mjs';
import { encodeAtlas, encodeWebp, INDEXED_AT_MOST, INDEXED_MEAN_ERROR } from '../../scripts/atlasEncode.mjs';
import type { AtlasJson } from '../../core/scene/atlas/atlasTypes.ts';

let dir: string;
let result: Awaited<ReturnType<typeof encodeAtlas>>;
let json: AtlasJson;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atlas-encode-'));
  await buildAtlas(dir);
  result = await encodeAtlas(dir);
  json = JSON.parse(await readFile(join(dir, 'atlas', 'main.json'), 'utf8')) as AtlasJson;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SIZE = 256;

/** A PNG drawn pixel by pixel: `paint(x, y)` gives [r, g, b, a]. */
const drawPng = (paint: (x: number, y: number) => readonly [number, number, number, number]) => {
  const data = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1) for (let x = 0; x < SIZE; x += 1) data.set(paint(x, y), (y * SIZE + x) * 4);
  return sharp(data, { raw: { width: SIZE, height: SIZE, channels: 4 } }).png().toBuffer();
};

/** The RGBA pixels of an image. */
const pixels = async (image: Buffer | string) => (await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/**
 * The mean absolute difference per colour channel over visible pixels, whether alpha matches exactly, and whether the
 * same pixels are fully transparent in both (the margins between frames).
 */
const compare = (a: Buffer, b: Buffer) => {
  let sum = 0;
  let count = 0;
  let alphaSame = a.length === b.length;
  let marginsSame = a.length === b.length;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i + 3] !== b[i + 3]) alphaSame = false;
    if ((a[i + 3] === 0) !== (b[i + 3] === 0)) marginsSame = false;
    if ((a[i + 3] ?? 0) === 0) continue;
    for (let c = 0; c < 3; c += 1) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
    count += 3;
  }
  return { meanError: sum / Math.max(1, count), alphaSame, marginsSame };
};

describe('encodeWebp', () => {
  it('keeps flat-colour art lossless, pixel for pixel, transparent margins included', async () => {
    // Icons like the game-icons atlas: solid tinted discs with an outline on a transparent sheet.
    const png = await drawPng((x, y) => {
      const d = Math.hypot((x % 64) - 32, (y % 64) - 32);
      if (d < 22) return [242, 193, 78, 255];
      if (d < 25) return [26, 20, 38, 255];
      return [0, 0, 0, 0];
    });
    const webp = await encodeWebp(png);
    expect(webp.kind).toBe('lossless');
    expect((await sharp(webp.data).metadata()).format).toBe('webp');
    expect((await pixels(webp.data)).equals(await pixels(png))).toBe(true);
  });

  it('takes lossy WebP for shaded, noisy art where it is far smaller, close to the original and alpha exact', async () => {
    // Painterly shading: gradients with grain, the kind of image lossless compression does badly on.
    let seed = 7;
    const grain = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed / 2147483648) * 40 - 20;
    };
    const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    const png = await drawPng((x, y) =>
      Math.hypot(x - 128, y - 128) > 120 ? [0, 0, 0, 0] : [clamp(x + grain()), clamp(y + grain()), clamp(160 + grain()), 255],
    );
    const webp = await encodeWebp(png);
    expect(webp.kind).toBe('lossy');
    const { meanError, alphaSame } = compare(await pixels(png), await pixels(webp.data));
    expect(alphaSame).toBe(true);
    expect(meanError).toBeLessThan(8);
  });

  it('reduces outlined icons with smooth shading to a 256-colour palette: smaller, margins empty, colours close', async () => {
    // Like the atlas's icons: discs shaded by a gradient of hundreds of colours, a dark outline, transparent margins.
    const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    const png = await drawPng((x, y) => {
      const cx = (x % 64) - 32;
      const cy = (y % 64) - 32;
      const d = Math.hypot(cx, cy);
      if (d >= 25) return [0, 0, 0, 0];
      if (d >= 22) return [26, 20, 38, 255];
      const light = 1 - (cx + cy + 44) / 88;
      return [clamp(120 + 120 * light + (x >> 6) * 9), clamp(80 + 100 * light + (y >> 6) * 7), clamp(60 + 40 * light), 255];
    });
    const lossless = await sharp(png).webp({ lossless: true, exact: true, effort: 6 }).toBuffer();
    const webp = await encodeWebp(png);
    expect(webp.kind).toBe('indexed');
    expect(webp.data.length).toBeLessThanOrEqual(lossless.length * INDEXED_AT_MOST);
    const { meanError, marginsSame } = compare(await pixels(png), await pixels(webp.data));
    expect(marginsSame).toBe(true);
    expect(meanError).toBeLessThanOrEqual(INDEXED_MEAN_ERROR);
  });
});

describe('encodeAtlas (issue 10: a lighter atlas)', () => {
  it('points the JSON at the WebP and keeps the PNG as the fallback', async () => {
    expect(json.meta.image).toBe('main.webp');
    expect(json.meta.fallbackImage).toBe('main.png');
    expect((await stat(join(dir, 'atlas', 'main.png'))).size).toBe(result.png);
    expect((await stat(join(dir, 'atlas', 'main.webp'))).size).toBe(result.webp);
  });

  it('writes a lighter WebP of the same frames: same size, margins empty, colours at most slightly off', async () => {
    expect(result.webp).toBeLessThan(result.png);
    const png = await pixels(join(dir, 'atlas', 'main.png'));
    const webp = await pixels(join(dir, 'atlas', 'main.webp'));
    expect(await sharp(join(dir, 'atlas', 'main.webp')).metadata()).toMatchObject({ format: 'webp', width: json.meta.size.w, height: json.meta.size.h });
    const { meanError, alphaSame, marginsSame } = compare(png, webp);
    expect(marginsSame).toBe(true);
    // Lossless and lossy keep alpha exact; the palette rounds a few edge pixels' alpha, never a margin's.
    if (result.kind !== 'indexed') expect(alphaSame).toBe(true);
    expect(meanError).toBeLessThanOrEqual({ lossless: 0, indexed: INDEXED_MEAN_ERROR, lossy: 8 }[result.kind]);
  });

  it('encodes again from the PNG when run twice (a second build step over the same folder)', async () => {
    expect(await encodeAtlas(dir)).toEqual(result);
    const rewritten = JSON.parse(await readFile(join(dir, 'atlas', 'main.json'), 'utf8')) as AtlasJson;
    expect(rewritten.meta).toMatchObject({ image: 'main.webp', fallbackImage: 'main.png' });
  });
});
