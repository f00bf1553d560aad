// Builds the sprite atlas at build time (DESIGN "Art, sound and text"; technical §7 "Static assets"):
// game-icons (CC BY 3.0) silhouettes, tinted with our palette, rendered by resvg (WASM) and packed with pngjs
// into `<outDir>/atlas/main.png` + `<outDir>/atlas/main.json` (TexturePacker "JSON hash" shape).
// Usage: node scripts/atlas.mjs <outDir>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';

/** Side of one atlas cell and the margin left transparent around each icon (no bleeding under linear filtering). */
export const CELL = 128;
const MARGIN = 6;
const COLUMNS = 8;
const OUTLINE = '#1a1426';

/** Our palette (tints by role). */
const P = {
  hero: '#f2c14e',
  heroine: '#f28f6b',
  elf: '#7fd67a',
  elfFemale: '#a8e6a1',
  mage: '#8fb8ff',
  monster: '#d9534f',
  beast: '#c98b4a',
  undead: '#cfc8e8',
  demon: '#b04ad9',
  cold: '#7fd7f0',
  gold: '#ffd23f',
  crystal: '#b48cff',
  elixir: '#ff6fa8',
  mithril: '#5ff0d0',
  ticket: '#f5e6b3',
  place: '#e8e1cf',
  magic: '#6fe0ff',
  stone: '#9a94a8',
  poison: '#8fe05a',
  heart: '#ff5a6e',
};

/**
 * imageId → [game-icons name, tint]. One table for every sprite the client draws; the ids are the ones
 * core/content hands out (HERO_IMAGE, COMPANIONS, monster kinds, PLACE_IMAGE_IDS) plus the client's own
 * markers. A companion image containing 'female' is female (technical §3 Creature).
 */
export const FRAMES = {
  // heroes and companions
  human_male: ['visored-helm', P.hero],
  human_female: ['swordwoman', P.heroine],
  elf_male: ['elf-helmet', P.elf],
  elf_female: ['woman-elf-face', P.elfFemale],
  witch_female: ['witch-face', P.mage],
  golem_male: ['rock-golem', P.stone],
  necro_male: ['hooded-figure', P.undead],
  dragon: ['dragon-head', P.monster],
  // monsters, by kind (their imageId is their warrior class)
  beast: ['wolf-head', P.beast],
  lizard: ['lizardman', P.poison],
  troll: ['troll', P.beast],
  serpent: ['sea-serpent', P.cold],
  demon: ['daemon-skull', P.demon],
  golem: ['rock-golem', P.stone],
  necro: ['crowned-skull', P.undead],
  djinn: ['djinn', P.magic],
  witch: ['witch-face', P.demon],
  human: ['barbarian', P.monster],
  elf: ['hooded-figure', P.elf],
  // places
  lair: ['cave-entrance', P.stone],
  gold: ['coins-pile', P.gold],
  crystal: ['crystal-cluster', P.crystal],
  potion: ['health-potion', P.elixir],
  mithril: ['gems', P.mithril],
  chest: ['chest', P.gold],
  'skill-attack': ['crossed-swords', P.place],
  'skill-defence': ['shield', P.mage],
  'skill-health': ['heart-drop', P.heart],
  scroll: ['scroll-unfurled', P.ticket],
  talker: ['talk', P.place],
  signpost: ['direction-signs', P.place],
  turn: ['crossroad', P.place],
  portal: ['magic-portal', P.magic],
  artifact: ['broadsword', P.crystal],
  // battle markers
  'effect-frozen': ['snowflake-2', P.cold],
  'effect-poisoned': ['poison-bottle', P.poison],
  'skill-poison': ['poison-bottle', P.poison],
  'skill-immortality': ['ankh', P.gold],
  // road decoration
  stairs: ['stairs', P.stone],
  tree: ['pine-tree', '#4f9a5b'],
  rock: ['rock', P.stone],
};

const require = createRequire(import.meta.url);

/** The tinted icon as a standalone SVG: a dark outline under the coloured silhouette keeps it readable on any ground. */
const iconSvg = (body, width, height, tint) => {
  const coloured = body.replaceAll('currentColor', tint);
  const outline = body.replaceAll('currentColor', OUTLINE).replaceAll('<path ', `<path stroke="${OUTLINE}" stroke-width="28" stroke-linejoin="round" `);
  const pad = 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${width + 2 * pad} ${height + 2 * pad}">${outline}${coloured}</svg>`;
};

let wasmReady = null;
const initResvg = () => {
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((bytes) => initWasm(bytes));
  return wasmReady;
};

/** Renders every frame of FRAMES and writes the atlas; returns the JSON written. */
export async function buildAtlas(outDir) {
  await initResvg();
  const icons = JSON.parse(await readFile(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'));
  const ids = Object.keys(FRAMES);
  const rows = Math.ceil(ids.length / COLUMNS);
  const atlas = new PNG({ width: COLUMNS * CELL, height: rows * CELL, colorType: 6 });
  atlas.data.fill(0);
  const frames = {};
  const size = CELL - 2 * MARGIN;

  ids.forEach((id, i) => {
    const [name, tint] = FRAMES[id];
    const icon = icons.icons[name];
    if (!icon) throw new Error(`atlas: unknown game-icons name '${name}' for imageId '${id}'`);
    const svg = iconSvg(icon.body, icon.width ?? icons.width, icon.height ?? icons.height, tint);
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } });
    const image = resvg.render();
    const x0 = (i % COLUMNS) * CELL;
    const y0 = Math.floor(i / COLUMNS) * CELL;
    const { width, height, pixels } = image;
    for (let y = 0; y < Math.min(height, size); y += 1) {
      const src = y * width * 4;
      const dst = ((y0 + MARGIN + y) * atlas.width + x0 + MARGIN) * 4;
      atlas.data.set(pixels.subarray(src, src + Math.min(width, size) * 4), dst);
    }
    image.free();
    resvg.free();
    frames[id] = {
      frame: { x: x0, y: y0, w: CELL, h: CELL },
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w: CELL, h: CELL },
      sourceSize: { w: CELL, h: CELL },
      icon: name,
    };
  });

  const json = {
    frames,
    meta: {
      app: 'scripts/atlas.mjs',
      version: '1',
      image: 'main.png',
      format: 'RGBA8888',
      size: { w: atlas.width, h: atlas.height },
      scale: '1',
      credits: 'Icons by game-icons.net contributors (Lorc, Delapouite and others), CC BY 3.0; tinted and packed.',
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
