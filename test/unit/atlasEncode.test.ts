import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAtlas } from '../../scripts/atlas.mjs';
import { encodeAtlas } from '../../scripts/atlasEncode.mjs';
import type { AtlasJson } from '../../core/scene/atlas/atlasTypes.ts';

let dir: string;
let sizes: { png: number; webp: number };
let json: AtlasJson;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atlas-encode-'));
  await buildAtlas(dir);
  sizes = await encodeAtlas(dir);
  json = JSON.parse(await readFile(join(dir, 'atlas', 'main.json'), 'utf8')) as AtlasJson;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The RGBA pixels of an image file. */
const pixels = (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('encodeAtlas (issue 10: a lighter atlas)', () => {
  it('points the JSON at the WebP and keeps the PNG as the fallback', async () => {
    expect(json.meta.image).toBe('main.webp');
    expect(json.meta.fallbackImage).toBe('main.png');
    expect((await stat(join(dir, 'atlas', 'main.png'))).size).toBe(sizes.png);
    expect((await stat(join(dir, 'atlas', 'main.webp'))).size).toBe(sizes.webp);
  });

  it('writes the same pixels as the PNG, alpha and the colour under it included', async () => {
    const png = await pixels(join(dir, 'atlas', 'main.png'));
    const webp = await pixels(join(dir, 'atlas', 'main.webp'));
    expect((await sharp(join(dir, 'atlas', 'main.webp')).metadata()).format).toBe('webp');
    expect(webp.info).toMatchObject({ width: png.info.width, height: png.info.height, channels: 4 });
    expect(webp.data.equals(png.data)).toBe(true);
  });

  it('is lighter than the PNG', () => {
    expect(sizes.webp).toBeLessThan(sizes.png);
  });

  it('encodes again from the PNG when run twice (a second build step over the same folder)', async () => {
    const again = await encodeAtlas(dir);
    expect(again).toEqual(sizes);
    const rewritten = JSON.parse(await readFile(join(dir, 'atlas', 'main.json'), 'utf8')) as AtlasJson;
    expect(rewritten.meta).toMatchObject({ image: 'main.webp', fallbackImage: 'main.png' });
  });
});
