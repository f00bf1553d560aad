import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup, type OutputBundle, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_MODULES, modulePreloads } from '../../scripts/modulePreloads.mjs';

// A small app shaped like ours: an entry that imports a catalog by locale and the app lazily; the app (with a vendor
// chunk) imports the renderer lazily, which has a vendor chunk of its own; and a screen opened later, also lazy.
const SOURCES: Record<string, string> = {
  '/app/entry.js': `import { shared } from './shared.js';
    export const go = (ru) => Promise.all([ru ? import('./ru.js') : import('./en.js'), import('./startApp.js')]);
    shared();`,
  '/app/shared.js': 'export const shared = () => 1;',
  '/app/en.js': 'export const messages = { hi: "hi" };',
  '/app/ru.js': 'export const messages = { hi: "привет" };',
  '/app/startApp.js': `import { react } from './vendor/react.js';
    export const start = () => [react(), import('./GameView.js'), import('./LaterScreen.js')];`,
  '/app/GameView.js': `import { three } from './vendor/three.js'; import { react } from './vendor/react.js';
    export default () => three() + react();`,
  '/app/LaterScreen.js': `import { react } from './vendor/react.js'; export default () => react();`,
  '/app/vendor/react.js': 'export const react = () => "react";',
  '/app/vendor/three.js': `import { react } from './react.js'; export const three = () => "three" + react();`,
};

const virtualFiles: Plugin = {
  name: 'virtual-files',
  resolveId: (source, importer) => (importer ? path.posix.join(path.posix.dirname(importer), source) : source),
  load: (id) => SOURCES[id] ?? null,
};

async function build(): Promise<{ bundle: OutputBundle; entry: string; file: (module: string) => string }> {
  const built = await rollup({ input: '/app/entry.js', plugins: [virtualFiles] });
  const { output } = await built.generate({
    format: 'es',
    entryFileNames: 'js/[name]-[hash].js',
    chunkFileNames: 'js/[name]-[hash].js',
    manualChunks: (id) => (id.includes('/vendor/') ? path.basename(id, '.js') : undefined),
  });
  await built.close();
  const bundle: OutputBundle = Object.fromEntries(output.map((o) => [o.fileName, o]));
  const file = (module: string) => {
    const chunk = output.find((o) => o.type === 'chunk' && o.moduleIds.includes(module));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    return chunk.fileName;
  };
  return { bundle, entry: file('/app/entry.js'), file };
}

describe('modulePreloads (issue 10: the first frame needs no request chain)', () => {
  it('preloads the entry, the lazy chunks the first frame awaits and every chunk they import statically', async () => {
    const { bundle, entry, file } = await build();
    const preloads = modulePreloads(bundle, entry, ['/app/startApp.js', '/app/GameView.js']);
    expect(new Set(preloads)).toEqual(
      new Set([entry, file('/app/startApp.js'), file('/app/vendor/react.js'), file('/app/GameView.js'), file('/app/vendor/three.js')]),
    );
    expect(preloads[0]).toBe(entry);
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it('leaves out lazy chunks the first frame does not await: the catalogs picked at run time and later screens', async () => {
    const { bundle, entry, file } = await build();
    const preloads = modulePreloads(bundle, entry, ['/app/startApp.js', '/app/GameView.js']);
    for (const lazy of ['/app/en.js', '/app/ru.js', '/app/LaterScreen.js']) expect(preloads).not.toContain(file(lazy));
  });

  it('follows no lazy import when no module is named: the entry and its static imports only', async () => {
    const { bundle, entry } = await build();
    expect(modulePreloads(bundle, entry, [])).toEqual([entry]);
  });

  it('names modules of this repository that exist', () => {
    for (const module of FIRST_FRAME_MODULES) expect(existsSync(path.resolve(import.meta.dirname, '../..', module)), module).toBe(true);
  });
});
