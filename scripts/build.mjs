// Builds the bundles: compiled lingui catalogs, rollup (one bundle per host), the atlases into each bundle (drawn by
// scripts/atlas.mjs as PNG, then encoded as WebP by scripts/atlasEncode.mjs, the PNG kept as a fallback), then
// a .br and .gz beside every compressible file (scripts/precompress.mjs; brotli quality 5 when NODE_ENV=development).
// Usage: node scripts/build.mjs [--no-atlas] [host ...]   (no host: every host that has platforms/<host>/index.ts)
// BUILD_DIR=<folder> writes <folder>/<host>/ instead of builds/<host>/; --no-atlas leaves the atlas out (the game
// then draws its stub sprites), for variant builds that copy it or do without. The platform SDK's example game is
// built for the same hosts into <folder>/clicker/<host>/ (rollup.config.mjs); --no-example leaves it out, and
// --example-only builds it alone (a few seconds for all twelve hosts: no core, no atlas).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { userSources } from './hosts.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const withAtlas = !process.argv.includes('--no-atlas');
if (process.argv.includes('--no-example')) process.env.EXAMPLE = '0';
const exampleOnly = process.argv.includes('--example-only');
if (exampleOnly) process.env.EXAMPLE_ONLY = '1';
const buildRoot = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, 'builds');
for (const h of requested) {
  if (!userSources.includes(h)) {
    console.error(`Unknown host "${h}". Hosts: ${userSources.join(', ')}`);
    process.exit(2);
  }
}
const hosts = (requested.length ? requested : userSources).filter((h) => existsSync(path.join(root, 'platforms', h, 'index.ts')));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const started = Date.now();
// CATALOGS_COMPILED=1: the caller compiled them just before (scripts/test.mjs, whose unit tests read them while this runs).
if (!exampleOnly && process.env.CATALOGS_COMPILED !== '1') run(bin('lingui'), ['compile', '--typescript']);
for (const h of hosts) {
  if (!exampleOnly) rmSync(path.join(buildRoot, h), { recursive: true, force: true });
  rmSync(path.join(buildRoot, 'clicker', h), { recursive: true, force: true });
}
// One rollup run for every host, each build handing the next its transforms of our own modules: the hosts share
// all of core, so only the first pays for Babel on it (`rollup -c` builds an array of configs with no shared cache).
// Packages are left out of the cache: a cached three came out tree-shaken differently (a class more) than a fresh one.
// What the plugins add per host (the page, the CSS) comes from hooks that run on every build, cached or not.
process.env.HOSTS = hosts.join(',');
process.env.BUILD_DIR = buildRoot;
const { default: configs } = await import('../rollup.config.mjs');
let cache;
let exampleMs = 0;
for (const { output, ...input } of configs) {
  const example = output.dir.startsWith(path.join(buildRoot, 'clicker') + path.sep);
  const began = Date.now();
  // Quiet, as `rollup --silent` was.
  const bundle = await rollup({ ...input, cache, onwarn: () => undefined });
  cache = bundle.cache && { ...bundle.cache, modules: bundle.cache.modules.filter((m) => !m.id.includes('node_modules')) };
  await bundle.write(output);
  await bundle.close();
  if (example) exampleMs += Date.now() - began;
}
const examples = configs.map((c) => c.output.dir).filter((dir) => dir.startsWith(path.join(buildRoot, 'clicker') + path.sep));
if (examples.length > 0) console.log(`example game: ${examples.length} bundles in ${(exampleMs / 1000).toFixed(1)} s`);
if (withAtlas && !exampleOnly && hosts.length > 0) {
  // Drawn and encoded once (about 1.3 s), then copied: every host ships the same atlas.
  const { buildAtlas } = await import('./atlas.mjs');
  const { encodeAtlas } = await import('./atlasEncode.mjs');
  const [first, ...others] = hosts.map((h) => path.join(buildRoot, h));
  await buildAtlas(first);
  const atlas = await encodeAtlas(first);
  for (const dir of others) cpSync(path.join(first, 'atlas'), path.join(dir, 'atlas'), { recursive: true });
  console.log(`atlas: ${kb(atlas.png)} PNG -> ${kb(atlas.webp)} WebP (${atlas.kind})`);
}
const compressing = Date.now();
const packed = await precompress(
  [...(exampleOnly ? [] : hosts.map((h) => path.join(buildRoot, h))), ...examples],
  process.env.NODE_ENV === 'development' ? { quality: 5 } : {},
);
const mb = (n) => `${(n / 1048576).toFixed(2)} MB`;
console.log(
  `precompressed ${packed.files} files, ${packed.contents} distinct (${mb(packed.bytes)}: brotli ${mb(packed.brotliBytes)}, gzip ${mb(packed.gzipBytes)}) in ${((Date.now() - compressing) / 1000).toFixed(1)} s`,
);
console.log(`built ${hosts.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
