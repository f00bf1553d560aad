// Builds the sprite atlas at build time (DESIGN "Art, sound and text"; technical §7 "Static assets"):
// each sprite is composed here in SVG from a game-icons (CC BY 3.0) silhouette plus our own painting — a
// two-colour body gradient darker below, a rim light, a thick dark outline, a pedestal coloured by role and a soft
// ground shadow — rendered by resvg (WASM) and packed with pngjs into `<outDir>/atlas/main.png` +
// `<outDir>/atlas/main.json` (TexturePacker "JSON hash" shape).
// Usage: node scripts/atlas.mjs <outDir>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';
import { FRAMES, Role } from './atlasFrames.mjs';

export { FRAMES, Role };

/** Side of one atlas cell for creatures and places, and for the small roadside decoration. */
export const CELL = 128;
export const SMALL_CELL = 64;
const ATLAS_WIDTH = 1024;
const OUTLINE = '#160f22';

/** The pedestal colours of each role: [top face, rim]. */
const PEDESTAL = {
  resource: ['#6a6478', '#c8c0d8'],
  place: ['#3a5a48', '#8ad0a0'],
};

const require = createRequire(import.meta.url);

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a, b, t) => toHex(hex(a).map((v, i) => v + ((hex(b)[i] ?? 0) - v) * t));

/** The icon's paths painted with `fill` (game-icons bodies use currentColor). */
const paint = (body, fill, extra = '') => body.replaceAll('currentColor', fill).replaceAll('<path ', `<path ${extra} `);

/**
 * One sprite as SVG in a 640-unit square: shadow, pedestal, outline, body gradient with a rim light and a
 * sheen. The icon's own holes (eyes, folds) fill with the outline colour and read as drawn lines.
 */
export function spriteSvg(frame, body) {
  const { top, bottom, role } = frame;
  const id = (s) => `${s}`;
  const small = role === Role.decor;
  const marker = role === Role.marker;
  // Where the 512-unit icon goes inside the -64..576 square.
  const scale = marker ? 0.68 : small ? 0.96 : 0.84;
  const x = 256 - 256 * scale;
  const y = marker ? 256 - 256 * scale : small ? 0 : -12;
  const place = `translate(${x} ${y}) scale(${scale})`;
  const defs = `<defs>
    <linearGradient id="${id('body')}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="512">
      <stop offset="0" stop-color="${mix(top, '#ffffff', 0.3)}"/><stop offset="0.42" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="${id('shadow')}"><stop offset="0" stop-color="#000" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <linearGradient id="${id('ped')}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mix(PEDESTAL[role]?.[0] ?? '#000000', '#ffffff', 0.25)}"/>
      <stop offset="1" stop-color="${mix(PEDESTAL[role]?.[0] ?? '#000000', '#000000', 0.35)}"/></linearGradient>
    <radialGradient id="${id('badge')}" cx="0.4" cy="0.35"><stop offset="0" stop-color="${mix(bottom, '#000000', 0.2)}"/>
      <stop offset="1" stop-color="${mix(bottom, '#000000', 0.7)}"/></radialGradient>
    <clipPath id="${id('clip')}" transform="${place}">${paint(body, '#000')}</clipPath>
  </defs>`;
  const parts = [defs];
  if (marker) {
    parts.push(`<circle cx="256" cy="256" r="300" fill="${OUTLINE}"/>`);
    parts.push(`<circle cx="256" cy="256" r="270" fill="url(#badge)" stroke="${top}" stroke-width="22"/>`);
  } else {
    parts.push(`<ellipse cx="256" cy="${small ? 520 : 530}" rx="${small ? 250 : 290}" ry="${small ? 46 : 56}" fill="url(#shadow)"/>`);
    const ped = PEDESTAL[role];
    if (ped) {
      // A low drum: side band, then the lit top face with a bright rim.
      parts.push(`<ellipse cx="256" cy="494" rx="226" ry="62" fill="${OUTLINE}"/>`);
      parts.push(`<path d="M40 466 v22 a216 50 0 0 0 432 0 v-22 z" fill="${mix(ped[0], '#000000', 0.45)}"/>`);
      parts.push(`<ellipse cx="256" cy="464" rx="216" ry="50" fill="url(#ped)" stroke="${ped[1]}" stroke-width="10"/>`);
    }
  }
  parts.push(`<g transform="${place}">${paint(body, OUTLINE, `stroke="${OUTLINE}" stroke-width="${small ? 30 : 40}" stroke-linejoin="round"`)}</g>`);
  parts.push(`<g clip-path="url(#clip)">
    <rect x="-64" y="-64" width="640" height="640" fill="${mix(top, '#ffffff', 0.55)}"/>
    <g transform="translate(9 12)"><g transform="${place}">${paint(body, 'url(#body)')}</g></g>
    <ellipse cx="170" cy="90" rx="230" ry="150" fill="#ffffff" opacity="0.14"/>
  </g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-64 -64 640 640">${parts.join('')}</svg>`;
}

let wasmReady = null;
/** resvg's WASM module, initialised once per process: a module loaded again (another test file's) finds it done. */
export const initResvg = () => {
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))
    .then((bytes) => initWasm(bytes))
    .catch((error) => {
      if (!String(error).includes('Already initialized')) throw error;
    });
  return wasmReady;
};

/**
 * Fewer colour levels (QUANT per channel) and no colour under full transparency: the smooth gradients then
 * compress to about half the bytes, with banding too faint to see under the outlines (the atlas stays < 400 KB).
 */
const QUANT = 0xf8;
const posterize = (row) => {
  const out = new Uint8Array(row);
  for (let i = 0; i < out.length; i += 4) {
    if (out[i + 3] === 0) out.fill(0, i, i + 3);
    else for (let k = 0; k < 3; k += 1) out[i + k] &= QUANT;
    out[i + 3] = out[i + 3] >= 250 ? 255 : out[i + 3] & 0xf0;
  }
  return out;
};

/** Cell rectangles: the large cells first, COLUMNS per row, then the small ones below them. */
const layoutCells = (ids) => {
  const cells = {};
  const big = ids.filter((id) => FRAMES[id].role !== Role.decor);
  const small = ids.filter((id) => FRAMES[id].role === Role.decor);
  const perBig = ATLAS_WIDTH / CELL;
  const perSmall = ATLAS_WIDTH / SMALL_CELL;
  big.forEach((id, i) => {
    cells[id] = { x: (i % perBig) * CELL, y: Math.floor(i / perBig) * CELL, w: CELL, h: CELL };
  });
  const top = Math.ceil(big.length / perBig) * CELL;
  small.forEach((id, i) => {
    cells[id] = { x: (i % perSmall) * SMALL_CELL, y: top + Math.floor(i / perSmall) * SMALL_CELL, w: SMALL_CELL, h: SMALL_CELL };
  });
  return { cells, height: top + Math.ceil(small.length / perSmall) * SMALL_CELL };
};

/** Renders every frame of FRAMES and writes the atlas; returns the JSON written. */
export async function buildAtlas(outDir) {
  await initResvg();
  const icons = JSON.parse(await readFile(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'));
  const ids = Object.keys(FRAMES);
  const { cells, height } = layoutCells(ids);
  const atlas = new PNG({ width: ATLAS_WIDTH, height, colorType: 6 });
  atlas.data.fill(0);
  const frames = {};

  for (const id of ids) {
    const frame = FRAMES[id];
    const icon = icons.icons[frame.icon];
    if (!icon) throw new Error(`atlas: unknown game-icons name '${frame.icon}' for imageId '${id}'`);
    const cell = cells[id];
    // A transparent margin keeps linear filtering from bleeding a neighbour into the frame.
    const margin = cell.w === CELL ? 3 : 2;
    const size = cell.w - 2 * margin;
    const resvg = new Resvg(spriteSvg(frame, icon.body), { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } });
    const image = resvg.render();
    const { width, pixels } = image;
    for (let y = 0; y < Math.min(image.height, size); y += 1) {
      const src = y * width * 4;
      const dst = ((cell.y + margin + y) * atlas.width + cell.x + margin) * 4;
      atlas.data.set(posterize(pixels.subarray(src, src + Math.min(width, size) * 4)), dst);
    }
    image.free();
    resvg.free();
    frames[id] = {
      frame: cell,
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w: cell.w, h: cell.h },
      sourceSize: { w: cell.w, h: cell.h },
      icon: frame.icon,
    };
  }

  const json = {
    frames,
    meta: {
      app: 'scripts/atlas.mjs',
      version: '2',
      image: 'main.png',
      format: 'RGBA8888',
      size: { w: atlas.width, h: atlas.height },
      scale: '1',
      credits:
        'Silhouettes by game-icons.net contributors (Lorc, Delapouite and others), CC BY 3.0; coloured, shaded, outlined and set on pedestals by scripts/atlas.mjs.',
    },
  };
  const dir = join(outDir, 'atlas');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'main.png'), PNG.sync.write(atlas, { deflateLevel: 9, filterType: -1 }));
  await writeFile(join(dir, 'main.json'), JSON.stringify(json));
  return json;
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/atlas.mjs <outDir>');
    process.exit(2);
  }
  const started = performance.now();
  const json = await buildAtlas(resolve(out));
  console.log(
    `atlas: ${Object.keys(json.frames).length} frames, ${json.meta.size.w}x${json.meta.size.h} → ${join(resolve(out), 'atlas')} in ${Math.round(performance.now() - started)} ms`,
  );
}
