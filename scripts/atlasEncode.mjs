// Issue 10 "Fast on a slow connection": the atlas PNG scripts/atlas.mjs writes is half the bytes of a first visit
// (309 KB); as WebP it is about a quarter of that. This step runs after scripts/atlas.mjs: it writes
// `atlas/main.webp` beside `main.png` and points `main.json` at it, naming the PNG as the fallback the loader fetches
// only where WebP does not decode (core/scene/atlas/atlasStore.ts).
// Usage: node scripts/atlasEncode.mjs <outDir>   (the folder holding atlas/main.json and its PNG)
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ATLAS_IMAGE_PATH } from '../core/scene/atlas/atlasTypes.ts';

// Lossless keeps outlines and alpha edges exact; `exact` keeps the colour under transparent pixels too, which linear
// filtering blends into the sprites' edges. For flat-colour icons it is also the smaller (70 KB against 107 KB at
// lossy quality 80 for the game-icons atlas).
const LOSSLESS = { lossless: true, exact: true, effort: 6 };
// For shaded, painterly art lossy is often far smaller: quality 90 shows no artefact at sprite size, and alpha stays
// lossless (alphaQuality 100), so edges and the transparent margins between frames are exact. Effort 4: at 6 it took
// 3 s for the atlas and saved 3%.
const LOSSY = { quality: 90, alphaQuality: 100, exact: true, effort: 4 };
/** Lossy is taken only when it saves this much: below that, exact pixels are worth the bytes. */
export const LOSSY_AT_MOST = 0.7;

/** The WebP of an image file's bytes: lossless, or lossy when that is at most LOSSY_AT_MOST of the lossless size. */
export async function encodeWebp(image) {
  const lossless = await sharp(image).webp(LOSSLESS).toBuffer();
  const lossy = await sharp(image).webp(LOSSY).toBuffer();
  return lossy.length <= lossless.length * LOSSY_AT_MOST ? { data: lossy, lossless: false } : { data: lossless, lossless: true };
}

/**
 * Encodes `<outDir>/atlas/<meta.image>` (the PNG) as `<outDir>/atlas/main.webp` and rewrites main.json so that
 * `meta.image` is the WebP and `meta.fallbackImage` the PNG. Returns both sizes in bytes and the WebP's kind.
 */
export async function encodeAtlas(outDir) {
  const dir = join(outDir, 'atlas');
  const jsonPath = join(dir, 'main.json');
  const json = JSON.parse(await readFile(jsonPath, 'utf8'));
  const png = json.meta.fallbackImage ?? json.meta.image;
  const webp = ATLAS_IMAGE_PATH.slice(ATLAS_IMAGE_PATH.lastIndexOf('/') + 1);
  const encoded = await encodeWebp(await readFile(join(dir, png)));
  await writeFile(join(dir, webp), encoded.data);
  json.meta = { ...json.meta, image: webp, fallbackImage: png };
  await writeFile(jsonPath, JSON.stringify(json));
  return { png: (await stat(join(dir, png))).size, webp: encoded.data.length, lossless: encoded.lossless };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/atlasEncode.mjs <outDir>');
    process.exit(2);
  }
  const { png, webp, lossless } = await encodeAtlas(out);
  console.log(`atlas: ${(png / 1024).toFixed(1)} KB PNG -> ${(webp / 1024).toFixed(1)} KB WebP (${lossless ? 'lossless' : 'lossy'})`);
}
