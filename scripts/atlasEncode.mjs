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
// Outlined icons with gradient shading sit between the two: the atlas holds ~4,600 colours, mostly the steps of its
// shading ramps, so lossless WebP cannot use its palette transform (≤ 256 colours), and lossy blurs the outlines
// (quality 90 was larger than lossless). Reduced to a dithered palette of 256 (libimagequant, through sharp's PNG
// encoder) and then encoded lossless, it is a third smaller with no difference visible at sprite size (compared at 2×).
/** The indexed encoding is taken only at or below this fraction of the lossless size… */
export const INDEXED_AT_MOST = 0.85;
/** …and only when its colours stay this close to the original's (mean per channel over visible pixels, 0–255). */
export const INDEXED_MEAN_ERROR = 4;

/** RGBA pixels of an image, with their size. */
const rgba = (image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * The image reduced to a palette of at most 256 colours, as RGBA pixels, and how far it strays: the mean colour error
 * over the original's visible pixels, and whether any pixel changed between fully transparent and not (the margins
 * between frames must stay empty, or linear filtering bleeds one frame into the next). Fully transparent pixels are
 * written as transparent black, as the atlas draws them.
 */
async function toPalette(image) {
  const source = await rgba(image);
  const reduced = (await rgba(await sharp(image).png({ palette: true, colours: 256, dither: 1, effort: 7 }).toBuffer())).data;
  const original = source.data;
  let error = 0;
  let channels = 0;
  let marginsKept = true;
  for (let i = 0; i < original.length; i += 4) {
    if ((original[i + 3] === 0) !== (reduced[i + 3] === 0)) marginsKept = false;
    if (reduced[i + 3] === 0) reduced.fill(0, i, i + 4);
    if (original[i + 3] === 0) continue;
    for (let c = 0; c < 3; c += 1) error += Math.abs(original[i + c] - reduced[i + c]);
    channels += 3;
  }
  return { pixels: reduced, info: source.info, meanError: error / Math.max(1, channels), marginsKept };
}

/**
 * The WebP of an image file's bytes and its kind: `lossy` (alpha lossless) when that is at most LOSSY_AT_MOST of the
 * lossless size; else `indexed` (a 256-colour palette, lossless) when that is at most INDEXED_AT_MOST of it and close
 * to the original; else `lossless`.
 */
export async function encodeWebp(image) {
  const lossless = await sharp(image).webp(LOSSLESS).toBuffer();
  const lossy = await sharp(image).webp(LOSSY).toBuffer();
  if (lossy.length <= lossless.length * LOSSY_AT_MOST) return { data: lossy, kind: 'lossy' };
  const palette = await toPalette(image);
  if (palette.marginsKept && palette.meanError <= INDEXED_MEAN_ERROR) {
    const { width, height } = palette.info;
    const indexed = await sharp(palette.pixels, { raw: { width, height, channels: 4 } }).webp(LOSSLESS).toBuffer();
    if (indexed.length <= lossless.length * INDEXED_AT_MOST) return { data: indexed, kind: 'indexed' };
  }
  return { data: lossless, kind: 'lossless' };
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
  return { png: (await stat(join(dir, png))).size, webp: encoded.data.length, kind: encoded.kind };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/atlasEncode.mjs <outDir>');
    process.exit(2);
  }
  const { png, webp, kind } = await encodeAtlas(out);
  console.log(`atlas: ${(png / 1024).toFixed(1)} KB PNG -> ${(webp / 1024).toFixed(1)} KB WebP (${kind})`);
}
