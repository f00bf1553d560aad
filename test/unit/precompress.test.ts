import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

const TEXT: Record<string, string> = {
  'index.html': `<!doctype html>${'<p>stairs of mirrors</p>'.repeat(40)}`,
  'js/own-B5h1yCl3.js': `export const stairs = [${'1, 2, 3, '.repeat(200)}];`,
  'css/own-e3bf9735.css': 'body { margin: 0; }\n'.repeat(40),
  'atlas/main.json': JSON.stringify({ frames: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, { x: i, y: i }])) }),
};

let dir: string;
let totals: Awaited<ReturnType<typeof precompress>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  for (const [name, text] of Object.entries(TEXT)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  await writeFile(join(dir, 'atlas', 'main.png'), Buffer.alloc(4096));
  await writeFile(join(dir, 'tiny.txt'), 'a');
  // A second bundle sharing one chunk, as the host bundles share their vendor chunks.
  await mkdir(join(dir, 'other', 'js'), { recursive: true });
  await writeFile(join(dir, 'other', 'js', 'own-B5h1yCl3.js'), TEXT['js/own-B5h1yCl3.js'] ?? '');
  totals = await precompress([dir], { quality: 11, concurrency: 2 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress (scripts/build.mjs, issue 9 "Static files")', () => {
  it('writes a .br and a .gz beside each text file that decompress to it', async () => {
    for (const [name, text] of Object.entries(TEXT)) {
      expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(await readFile(join(dir, `${name}.gz`))).toString()).toBe(text);
    }
  });

  it('leaves already-compressed formats alone, even when they would shrink', () => {
    expect(existsSync(join(dir, 'atlas', 'main.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'atlas', 'main.png.gz'))).toBe(false);
  });

  it('writes no variant that is not smaller than its file (the server then sends the file)', () => {
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.txt.gz'))).toBe(false);
  });

  it('compresses a content shared by several files once, and writes it beside each', async () => {
    expect(totals.contents).toBe(totals.files - 1);
    expect(await readFile(join(dir, 'other', 'js', 'own-B5h1yCl3.js.br'))).toEqual(await readFile(join(dir, 'js', 'own-B5h1yCl3.js.br')));
  });

  it('counts what it compressed', () => {
    const script = TEXT['js/own-B5h1yCl3.js'] ?? '';
    const bytes = Object.values(TEXT).reduce((n, t) => n + t.length, 0) + 1 + script.length;
    expect(totals.files).toBe(6);
    expect(totals.bytes).toBe(bytes);
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
    expect(totals.gzipBytes).toBeLessThan(bytes);
  });
});
