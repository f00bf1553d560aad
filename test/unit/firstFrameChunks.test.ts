import path from 'node:path';
import { rollup, type OutputChunk, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import { firstFrameChunks, LAZY_SHARED } from '../../scripts/firstFrameChunks.mjs';
import { modulePreloads } from '../../scripts/modulePreloads.mjs';

// Shaped like our app: the entry (loading screen) imports the app lazily; the app imports the renderer lazily; both
// share small modules with a screen opened later, which rollup would split into chunks of their own.
const SOURCES: Record<string, string> = {
  // Like platforms/<host>/index.ts: no exports, so rollup may make the chunk named after the entry its entry chunk.
  '/app/entry.js': `import { locale } from './locale.js';
    globalThis.started = [locale(), import('./en.js'), import('./startApp.js')];`,
  '/app/locale.js': 'export const locale = () => "en";',
  '/app/en.js': 'export const messages = { hi: "hi" };',
  '/app/startApp.js': `import { react } from './vendor/react.js'; import { heroes } from './heroes.js'; import { locale } from './locale.js';
    import { price } from './model/index.js';
    export const start = () => [react(), heroes(), locale(), price, import('./GameView.js'), import('./LaterScreen.js'),
      import('./OtherScreen.js'), import('./ThirdScreen.js')];`,
  // A barrel of a pure layer (like core/model/index.ts): the app takes one name of it, the later screen another.
  '/app/model/index.js': `export { price } from './price.js'; export * from './arena.js';`,
  '/app/model/price.js': 'export const price = { gold: 1 };',
  '/app/model/arena.js': 'export const arenaRanks = { top: 1 };',
  '/app/heroes.js': 'export const heroes = () => "heroes";',
  '/app/GameView.js': `import { three } from './vendor/three.js'; import { road } from './road.js'; import { heroes } from './heroes.js';
    export default () => three() + road() + heroes();`,
  '/app/road.js': `import { locale } from './locale.js'; export const road = () => "road" + locale();`,
  '/app/LaterScreen.js': `import { road } from './road.js'; import { heroes } from './heroes.js'; import { later } from './later.js';
    import { arenaRanks, price } from './model/index.js';
    export default () => road() + heroes() + later() + arenaRanks.top + price.gold;`,
  '/app/later.js': 'export const later = () => "later";',
  // Two more later screens sharing a small module, as two pages share a tab bar.
  '/app/OtherScreen.js': `import { tabs } from './tabs.js'; export default () => tabs();`,
  '/app/ThirdScreen.js': `import { tabs } from './tabs.js'; import { third } from './third.js'; export default () => tabs() + third();`,
  '/app/tabs.js': 'export const tabs = () => "tabs";',
  '/app/third.js': 'export const third = () => "third";',
  '/app/vendor/react.js': 'export const react = () => "react";',
  '/app/vendor/three.js': 'export const three = () => "three";',
};

const virtualFiles: Plugin = {
  name: 'virtual-files',
  resolveId: (source, importer) => (importer ? path.posix.join(path.posix.dirname(importer), source) : source),
  load: (id) => SOURCES[id] ?? null,
};

const vendor = (id: string) => (id.includes('/vendor/') ? path.basename(id, '.js') : undefined);
const FIRST_FRAME = ['/app/startApp.js', '/app/GameView.js'];

async function build(manualChunks: Parameters<typeof firstFrameChunks> | null) {
  const built = await rollup({
    input: { own: '/app/entry.js' },
    plugins: [virtualFiles],
    treeshake: { moduleSideEffects: (id) => !id.startsWith('/app/model/') },
  });
  const { output } = await built.generate({
    format: 'es',
    chunkFileNames: '[name].js',
    entryFileNames: '[name].js',
    manualChunks: manualChunks ? firstFrameChunks(...manualChunks) : vendor,
    onlyExplicitManualChunks: manualChunks !== null,
  });
  await built.close();
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  const holder = (module: string) => chunks.find((c) => c.moduleIds.includes(module))?.fileName;
  const preloads = modulePreloads(Object.fromEntries(chunks.map((c) => [c.fileName, c])), 'own.js', FIRST_FRAME);
  return { chunks, holder, preloads };
}

describe('firstFrameChunks (issue 26: fewer, larger chunks for the first frame)', () => {
  it('puts the modules the first frame shares with later screens into its own chunks: fewer files to preload', async () => {
    const split = await build(null);
    const grouped = await build(['/app/entry.js', FIRST_FRAME, vendor, 'own']);
    expect(split.holder('/app/road.js')).not.toBe(split.holder('/app/GameView.js'));
    expect(grouped.holder('/app/road.js')).toBe('GameView.js');
    expect(grouped.holder('/app/heroes.js')).toBe('startApp.js');
    expect(grouped.preloads.length).toBeLessThan(split.preloads.length);
    expect(new Set(grouped.preloads)).toEqual(new Set(['own.js', 'startApp.js', 'react.js', 'GameView.js', 'three.js']));
  });

  it('keeps the entry apart: it imports no chunk of the app, and its own modules stay in it', async () => {
    const { chunks, holder } = await build(['/app/entry.js', FIRST_FRAME, vendor, 'own']);
    const entry = chunks.find((c) => c.fileName === 'own.js');
    expect(entry?.imports).toEqual([]);
    expect(holder('/app/locale.js')).toBe('own.js');
  });

  it('never makes the app chunk wait for the renderer: a module both reach goes to the app, and vendors stay apart', async () => {
    const { chunks, holder } = await build(['/app/entry.js', FIRST_FRAME, vendor, 'own']);
    const app = chunks.find((c) => c.fileName === 'startApp.js');
    expect(app?.imports).not.toContain('GameView.js');
    expect(app?.imports).not.toContain('three.js');
    expect(holder('/app/vendor/three.js')).toBe('three.js');
    // A module only later screens use is not loaded by the first frame, nor one they take from a barrel the app uses.
    expect(holder('/app/later.js')).toBe('LaterScreen.js');
    expect(holder('/app/model/price.js')).toBe('startApp.js');
    expect(holder('/app/model/arena.js')).not.toBe('startApp.js');
  });

  it('puts what later screens share into one lazy chunk, each screen keeping a chunk of its own (issue 26, all JS)', async () => {
    const split = await build(null);
    const { holder } = await build(['/app/entry.js', FIRST_FRAME, vendor, 'own']);
    expect(split.holder('/app/tabs.js')).toBe('tabs.js');
    expect(holder('/app/tabs.js')).toBe(`${LAZY_SHARED}.js`);
    expect(holder('/app/third.js')).toBe('ThirdScreen.js');
    expect(holder('/app/OtherScreen.js')).toBe('OtherScreen.js');
    expect(holder('/app/later.js')).toBe('LaterScreen.js');
  });
});
