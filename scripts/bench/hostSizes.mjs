// Issue 3: per host, the gzip size of the adapter's own code (platforms/<host>, minified, with the core it
// uses left out, and an npm host SDK kept in since the bundle carries it) and of the whole bundle's JS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './serverProcess.mjs';
import { userSources } from '../hosts.mjs';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

async function adapterSize(host) {
  const dir = path.join(root, 'platforms', host);
  const result = await build({
    entryPoints: [path.join(dir, 'index.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'core-outside',
        setup(b) {
          // The core is shared by every bundle; only what lives in platforms/<host> counts as the adapter.
          b.onResolve({ filter: /core\// }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return gz(result.outputFiles[0].contents);
}

export async function hostSizes() {
  const rows = [];
  for (const host of userSources) {
    if (!existsSync(path.join(root, 'platforms', host, 'index.ts'))) continue;
    // BUILD_DIR as scripts/build.mjs reads it: where the bundles were written.
    const jsDir = path.join(process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, 'builds'), host, 'js');
    const chunks = existsSync(jsDir) ? readdirSync(jsDir).filter((f) => f.endsWith('.js')) : null;
    const bundle = chunks && chunks.reduce((n, f) => n + gz(readFileSync(path.join(jsDir, f))), 0);
    rows.push({ host, adapter: await adapterSize(host), bundle });
  }
  return rows;
}
