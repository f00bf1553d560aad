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

/** Side of one atlas cell for creatures and places, and for the small roadside decoration. */
export const CELL = 128;
export const SMALL_CELL = 64;
const ATLAS_WIDTH = 1024;
const OUTLINE = '#160f22';

/** What a sprite is decides its pedestal (hero, creature, resource, place), or a badge (marker), or none (decor). */
export const Role = {
  hero: 'hero',
  creature: 'creature',
  resource: 'resource',
  place: 'place',
  marker: 'marker',
  decor: 'decor',
};

/**
 * imageId → { icon: game-icons name, top/bottom: body colours, role }. One table for every sprite the client
 * draws; the ids are the ones core/content hands out (HERO_IMAGE, COMPANIONS, monster kinds, PLACE_IMAGE_IDS)
 * plus the client's own markers and roadside decoration. Each creature class has its own silhouette and colours,
 * so a lair is told apart at a glance (issue 10 "Art").
 */
const f = (icon, top, bottom, role) => ({ icon, top, bottom, role });
export const FRAMES = {
  // heroes and companions: the player's side stands on a blue-and-gold pedestal
  human_male: f('swordman', '#f4d48a', '#3f6fb8', Role.hero),
  human_female: f('swordwoman', '#ffc0a0', '#b8435a', Role.hero),
  elf_male: f('archer', '#b9f08a', '#2f7a48', Role.hero),
  elf_female: f('woman-elf-face', '#d6ffc4', '#3c9a6a', Role.hero),
  witch_female: f('witch-face', '#c9b6ff', '#4b2f9a', Role.hero),
  golem_male: f('rock-golem', '#d2ccbf', '#5d5a6e', Role.hero),
  necro_male: f('grim-reaper', '#d8d2f0', '#3a2f5c', Role.hero),
  dragon: f('spiked-dragon-head', '#ffb05a', '#b3261e', Role.hero),
  // creatures by warrior class (monster imageIds are their kind): a dark red pedestal
  beast: f('werewolf', '#e0a35e', '#6b3a1e', Role.creature),
  lizard: f('gecko', '#b8f06a', '#2f7d3a', Role.creature),
  troll: f('troll', '#a9c98a', '#4d5a2e', Role.creature),
  serpent: f('sea-serpent', '#8ff0f0', '#1f5fa0', Role.creature),
  demon: f('imp-laugh', '#ff8a5a', '#7a1238', Role.creature),
  golem: f('golem-head', '#c8c0b4', '#4a4658', Role.creature),
  necro: f('crowned-skull', '#f0ead0', '#5a4a7a', Role.creature),
  djinn: f('djinn', '#9fe8ff', '#3a4fd0', Role.creature),
  witch: f('witch-flight', '#e0a0ff', '#3a1a5a', Role.creature),
  human: f('barbarian', '#f0b890', '#7a3a2a', Role.creature),
  elf: f('elf-helmet', '#c8f0a0', '#2f6a3a', Role.creature),
  // resources on a stone plinth
  gold: f('coins-pile', '#fff0a0', '#c98a12', Role.resource),
  crystal: f('crystal-growth', '#ffa0a8', '#b0202e', Role.resource),
  potion: f('floating-crystal', '#a8dcff', '#2a52c8', Role.resource),
  mithril: f('emerald', '#9fffc8', '#138a52', Role.resource),
  chest: f('chest', '#f0c070', '#7a4620', Role.resource),
  // places on a mossy stone disc
  lair: f('cave-entrance', '#b8b0c0', '#3c3448', Role.place),
  'skill-attack': f('crossed-swords', '#f4f4ff', '#8a2a2a', Role.place),
  'skill-defence': f('round-shield', '#cfe0ff', '#2e4f9a', Role.place),
  'skill-health': f('heart-plus', '#ffb0b8', '#c0182e', Role.place),
  scroll: f('tied-scroll', '#fff4d0', '#b88a4a', Role.place),
  talker: f('talk', '#ffffff', '#7a9ac8', Role.place),
  signpost: f('direction-signs', '#e8c08a', '#7a4a22', Role.place),
  turn: f('crossroad', '#f0e0a0', '#8a6a2a', Role.place),
  portal: f('portal', '#e0b0ff', '#5a1ab0', Role.place),
  artifact: f('broadsword', '#e0f0ff', '#6a5ab0', Role.place),
  // battle markers: round badges
  'effect-frozen': f('snowflake-2', '#e8fbff', '#3aa8e0', Role.marker),
  'effect-poisoned': f('poison-bottle', '#d8ff9a', '#3a8a1a', Role.marker),
  'skill-poison': f('poison-bottle', '#d8ff9a', '#3a8a1a', Role.marker),
  'skill-immortality': f('ankh', '#fff0a0', '#c08a10', Role.marker),
  // roadside decoration (small cells; the road tints them per theme)
  stairs: f('stairs', '#d0c8d8', '#6a6078', Role.decor),
  tree: f('pine-tree', '#7fd67a', '#1f5a32', Role.decor),
  'tree-fruit': f('fruit-tree', '#9ae07a', '#3a6a2a', Role.decor),
  'tree-birch': f('birch-trees', '#f4f4ec', '#7a7a70', Role.decor),
  'tree-willow': f('willow-tree', '#8ab86a', '#2a4a2a', Role.decor),
  'tree-dead': f('dead-wood', '#a08a7a', '#3a2a2a', Role.decor),
  'tree-evil': f('evil-tree', '#9a7ab0', '#2a1a3a', Role.decor),
  rock: f('rock', '#c0bac8', '#54506a', Role.decor),
  stones: f('stone-pile', '#b8b2a8', '#4e4a44', Role.decor),
  flowers: f('flowers', '#ffe08a', '#d04a7a', Role.decor),
  grass: f('high-grass', '#a8e07a', '#2e6a2a', Role.decor),
  bush: f('berry-bush', '#7ac86a', '#2a5a2a', Role.decor),
  mushrooms: f('spotted-mushroom', '#ff8a6a', '#8a2a2a', Role.decor),
  tombstone: f('tombstone', '#c8c4d8', '#4a4660', Role.decor),
  columns: f('ancient-columns', '#e8e0d0', '#6a6050', Role.decor),
  torch: f('torch', '#ffd05a', '#8a4a1a', Role.decor),
  lantern: f('lantern', '#ffe9a0', '#6a4a2a', Role.decor),
};

/** The pedestal colours of each role: [top face, rim]. */
const PEDESTAL = {
  hero: ['#3a5aa8', '#f2c14e'],
  creature: ['#6a1f2a', '#e05a4a'],
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
const initResvg = () => {
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((bytes) => initWasm(bytes));
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
