// Issue 10 "Fast on a slow connection": the atlas PNG scripts/atlas.mjs writes is half the bytes of a first visit
// (309 KB); as lossless WebP it is about a quarter of that, pixel for pixel the same. This step runs after
// scripts/atlas.mjs: it writes `atlas/main.webp` beside `main.png` and points `main.json` at it, naming the PNG as the
// fallback the loader fetches only where WebP does not decode (core/scene/atlas/atlasStore.ts).
// Usage: node scripts/atlasEncode.mjs <outDir>   (the folder holding atlas/main.json and its PNG)
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ATLAS_IMAGE_PATH } from '../core/scene/atlas/atlasTypes.ts';

// Lossless: the sprites' outlines and alpha edges stay exact, and it came out smaller than lossy WebP at quality 80
// (70 KB against 107 KB for the game-icons atlas). `exact` keeps the colour under transparent pixels too, which linear
// filtering blends into the sprites' edges; effort 6 (the most) costs well under a second.
const WEBP = { lossless: true, exact: true, effort: 6 };

/**
 * Encodes `<outDir>/atlas/<meta.image>` (the PNG) as `<outDir>/atlas/main.webp` and rewrites main.json so that
 * `meta.image` is the WebP and `meta.fallbackImage` the PNG. Returns both sizes in bytes.
 */
export async function encodeAtlas(outDir) {
  const dir = join(outDir, 'atlas');
  const jsonPath = join(dir, 'main.json');
  const json = JSON.parse(await readFile(jsonPath, 'utf8'));
  const png = json.meta.fallbackImage ?? json.meta.image;
  const webp = ATLAS_IMAGE_PATH.slice(ATLAS_IMAGE_PATH.lastIndexOf('/') + 1);
  const encoded = await sharp(join(dir, png)).webp(WEBP).toBuffer();
  await writeFile(join(dir, webp), encoded);
  json.meta = { ...json.meta, image: webp, fallbackImage: png };
  await writeFile(jsonPath, JSON.stringify(json));
  return { png: (await stat(join(dir, png))).size, webp: encoded.length };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/atlasEncode.mjs <outDir>');
    process.exit(2);
  }
  const { png, webp } = await encodeAtlas(out);
  console.log(`atlas: ${(png / 1024).toFixed(1)} KB PNG -> ${(webp / 1024).toFixed(1)} KB WebP`);
}
