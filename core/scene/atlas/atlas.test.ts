import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LinearFilter, LinearMipmapLinearFilter } from 'three';
import { buildAtlas, CELL, FRAMES, Role, SMALL_CELL } from '../../../scripts/atlas.mjs';
import { COMPANIONS, HERO_IMAGE, monsterKinds, PLACE_IMAGE_IDS } from '../../content/index.ts';
import { figureIds, figureOf } from '../../content/figures/index.ts';
import { EffectType, WarriorClass } from '../../model/index.ts';
import type { AtlasIo } from './fetchAtlas.ts';
import type { AtlasJson } from './atlasTypes.ts';

let dir: string;
let json: AtlasJson;
let png: PNG;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atlas-'));
  await buildAtlas(dir);
  json = JSON.parse(await readFile(join(dir, 'atlas', 'main.json'), 'utf8')) as AtlasJson;
  png = PNG.sync.read(await readFile(join(dir, 'atlas', 'main.png')));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The alpha values inside a frame rectangle. */
const alphaIn = (r: { x: number; y: number; w: number; h: number }) => {
  const values: number[] = [];
  for (let y = r.y; y < r.y + r.h; y += 1) for (let x = r.x; x < r.x + r.w; x += 1) values.push(png.data[(y * png.width + x) * 4 + 3] ?? 0);
  return values;
};

describe('buildAtlas', () => {
  it('writes one PNG and a TexturePacker-like JSON whose frames lie inside the image', () => {
    expect(json.meta.image).toBe('main.png');
    expect(json.meta.size).toEqual({ w: png.width, h: png.height });
    const frames = Object.entries(json.frames);
    expect(frames.length).toBe(Object.keys(FRAMES).length);
    for (const [, f] of frames) {
      expect([CELL, SMALL_CELL]).toContain(f.frame.w);
      expect(f.frame.h).toBe(f.frame.w);
      expect(f.frame.x + f.frame.w).toBeLessThanOrEqual(png.width);
      expect(f.frame.y + f.frame.h).toBeLessThanOrEqual(png.height);
    }
  });

  it('draws every frame: opaque pixels inside, a transparent margin around (no bleeding between frames)', () => {
    for (const [id, f] of Object.entries(json.frames)) {
      const inside = alphaIn(f.frame);
      const opaque = inside.filter((a) => a > 200).length;
      expect(opaque, id).toBeGreaterThan(f.frame.w * f.frame.h * 0.05);
      const edge = alphaIn({ x: f.frame.x, y: f.frame.y, w: f.frame.w, h: 2 });
      expect(Math.max(...edge), id).toBe(0);
    }
  });

  it('keeps the atlas PNG light enough for a slow connection (issue 10: under about 400 KB)', async () => {
    const bytes = (await readFile(join(dir, 'atlas', 'main.png'))).byteLength;
    expect(bytes).toBeLessThan(400_000);
  });

  it('shades each body: the top of a find is lighter than its lower half (a gradient, not a flat tint)', () => {
    const f = json.frames['portal']!.frame;
    const lightness = (y0: number, y1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = f.y + y0; y < f.y + y1; y += 1)
        for (let x = f.x; x < f.x + f.w; x += 1) {
          const i = (y * png.width + x) * 4;
          const sumRgb = (png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0);
          // Only the painted body counts, not the dark outline.
          if ((png.data[i + 3] ?? 0) > 250 && sumRgb > 150) {
            sum += sumRgb;
            n += 1;
          }
        }
      return sum / n;
    };
    expect(lightness(10, 40)).toBeGreaterThan(lightness(60, 90) + 30);
  });

  it('tints each icon with our palette: frames of different tints have different colours', () => {
    const meanColour = (id: string) => {
      const f = json.frames[id]!.frame;
      let r = 0;
      let g = 0;
      let n = 0;
      for (let y = f.y; y < f.y + f.h; y += 1)
        for (let x = f.x; x < f.x + f.w; x += 1) {
          const i = (y * png.width + x) * 4;
          if ((png.data[i + 3] ?? 0) > 250) {
            r += png.data[i] ?? 0;
            g += png.data[i + 1] ?? 0;
            n += 1;
          }
        }
      return { r: r / n, g: g / n };
    };
    const gold = meanColour('gold');
    const mithril = meanColour('mithril');
    expect(gold.r).toBeGreaterThan(gold.g * 0.9);
    expect(mithril.g).toBeGreaterThan(mithril.r);
  });
});

describe('FRAMES', () => {
  it('has a sprite for every place image the content hands out, every battle marker and the road decoration', () => {
    const ids = [...PLACE_IMAGE_IDS, 'lair', ...Object.values(EffectType).map((e) => `effect-${e}`), 'stairs', 'tree', 'rock'];
    const missing = ids.filter((id) => !Object.hasOwn(FRAMES, id));
    expect(missing).toEqual([]);
  });

  it('holds no hero, companion or creature: each is drawn as its 3D figure (issue 24), so a frame would be dead weight', () => {
    const people = [...Object.values(HERO_IMAGE), ...COMPANIONS.map((c) => c.imageId), ...monsterKinds, ...Object.values(WarriorClass)];
    // Each of them names a figure, so the scenes never ask the atlas for its frame.
    expect(people.filter((id) => figureOf(id) === null)).toEqual([]);
    expect(figureIds.filter((id) => Object.hasOwn(FRAMES, id))).toEqual([]);
    expect(Object.values(FRAMES).filter((recipe) => !Object.values(Role).includes(recipe.role))).toEqual([]);
  });

  it('names only game-icons that exist, and sets places and finds on the pedestal of their role', async () => {
    const { readFile: read } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const icons = JSON.parse(await read(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as {
      icons: Record<string, unknown>;
    };
    for (const [id, recipe] of Object.entries(FRAMES)) expect(Object.hasOwn(icons.icons, recipe.icon), id).toBe(true);
    for (const id of PLACE_IMAGE_IDS) expect([Role.place, Role.resource]).toContain(FRAMES[id]?.role);
  });
});

describe('loadAtlas', () => {
  const BASE = 'https://static.example/game/';
  const JSON_BODY: AtlasJson = {
    frames: { hero: { frame: { x: 0, y: 0, w: 128, h: 128 }, rotated: false, trimmed: false, sourceSize: { w: 128, h: 128 } } },
    meta: { image: 'main.webp', fallbackImage: 'main.png', size: { w: 256, h: 256 }, scale: '1' },
  };

  /** The page's network and decoder: files by URL (a missing one answers 404), and whether WebP decodes. */
  const fakeIo = (files: Record<string, string>, decodesWebp: boolean) => {
    const asked: string[] = [];
    const io: AtlasIo = {
      fetch: (url) => {
        asked.push(url.slice(BASE.length));
        const body = files[url.slice(BASE.length)];
        return Promise.resolve(body === undefined ? new Response('missing', { status: 404 }) : new Response(body));
      },
      decode: async (blob) => {
        const kind = await blob.text();
        if (kind === 'webp' && !decodesWebp) throw new Error('EncodingError: The source image cannot be decoded.');
        return { width: 256, height: 256, kind } as unknown as TexImageSource;
      },
    };
    return { io, asked };
  };
  const atlasFiles = { 'atlas/main.json': JSON.stringify(JSON_BODY), 'atlas/main.webp': 'webp', 'atlas/main.png': 'png' };
  const kindOf = (texture: { image: unknown }) => (texture.image as { kind: string }).kind;

  // The store keeps one atlas per page: each test loads a fresh copy of the module.
  const freshStore = async () => {
    vi.resetModules();
    return { ...(await import('./atlasStore.ts')), stub: (await import('./stubTexture.ts')).stubTexture() };
  };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the JSON and the WebP together, and never for the PNG where WebP decodes', async () => {
    const store = await freshStore();
    const { io, asked } = fakeIo(atlasFiles, true);
    await store.loadAtlas(() => undefined, BASE, { io });
    expect(store.atlasStatus().status).toBe('ready');
    expect(asked).toEqual(['atlas/main.json', 'atlas/main.webp']);
    expect(kindOf(store.spriteTexture('hero'))).toBe('webp');
  });

  it('asks for the image before the JSON has answered (no request chain)', async () => {
    const { fetchAtlas } = await import('./fetchAtlas.ts');
    const { io, asked } = fakeIo(atlasFiles, true);
    let answerJson: () => void = () => undefined;
    const jsonAnswered = new Promise<void>((resolve) => {
      answerJson = resolve;
    });
    const slowJson: AtlasIo = { ...io, fetch: (url) => (url.endsWith('.json') ? jsonAnswered.then(() => io.fetch(url)) : io.fetch(url)) };
    const files = fetchAtlas(BASE, () => undefined, slowJson);
    expect(asked).toEqual(['atlas/main.webp']);
    answerJson();
    expect(kindOf(await files)).toBe('webp');
  });

  it('falls back to the PNG when the WebP does not decode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await freshStore();
    const { io, asked } = fakeIo(atlasFiles, false);
    await store.loadAtlas(() => undefined, BASE, { io });
    expect(store.atlasStatus().status).toBe('ready');
    expect(asked).toEqual(['atlas/main.json', 'atlas/main.webp', 'atlas/main.png']);
    expect(kindOf(store.spriteTexture('hero'))).toBe('png');
  });

  it('takes the load the first script started and asks the network for nothing', async () => {
    const store = await freshStore();
    const { io, asked } = fakeIo(atlasFiles, true);
    const early = Promise.resolve({ json: JSON_BODY, image: { width: 256, height: 256, kind: 'early' } as unknown as TexImageSource });
    await store.loadAtlas(() => undefined, BASE, { io, early });
    expect(asked).toEqual([]);
    expect(kindOf(store.spriteTexture('hero'))).toBe('early');
  });

  it('keeps the stub sprites when the atlas is missing, and swaps to the frames when a later try finds it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await freshStore();
    const files: Record<string, string> = {};
    const { io, asked } = fakeIo(files, true);
    // The first script's load failed as well: the later try goes to the network, not to that spent load.
    const early = Promise.reject(new TypeError('Failed to fetch'));
    await store.loadAtlas(() => undefined, BASE, { io, early });
    expect(store.atlasStatus().status).toBe('failed');
    expect(store.spriteTexture('hero')).toBe(store.stub);

    Object.assign(files, atlasFiles);
    await vi.advanceTimersByTimeAsync(store.ATLAS_RETRY_MS[0]);
    await store.loadAtlas(() => undefined, BASE, { io });
    expect(store.atlasStatus().status).toBe('ready');
    expect(store.spriteTexture('hero')).not.toBe(store.stub);
    expect(asked).toEqual(['atlas/main.json', 'atlas/main.webp']);
  });

  it('uploads the atlas without mipmaps and makes them, for every frame at once, after its first frames', async () => {
    const store = await freshStore();
    const { io } = fakeIo(atlasFiles, true);
    let drawn: () => void = () => undefined;
    await store.loadAtlas(() => undefined, BASE, { io, afterFirstFrames: (run) => (drawn = run) });
    const early = store.spriteTexture('hero');
    expect([early.minFilter, early.generateMipmaps]).toEqual([LinearFilter, false]);
    const version = early.version;

    drawn();
    const later = store.spriteTexture('hero');
    expect(later).toBe(early);
    expect([later.minFilter, later.generateMipmaps]).toEqual([LinearMipmapLinearFilter, true]);
    expect(later.version).toBeGreaterThan(version);
  });

  it('keeps the stub sprites when neither image decodes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const store = await freshStore();
    const { io } = fakeIo({ ...atlasFiles, 'atlas/main.png': 'webp' }, false);
    await store.loadAtlas(() => undefined, BASE, { io });
    expect(store.atlasStatus().status).toBe('failed');
    expect(store.spriteTexture('hero')).toBe(store.stub);
  });
});
