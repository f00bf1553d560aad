// `npm run shots [-- --no-build] [-- --only=road-meadow,arena] [-- --sizes=390x844] [-- --langs=en] [-- --out=.shots]
// [-- --build=<folder>]`: screenshots of every scene and the main overlays (scripts/shots/plan.ts) at 390×844 and
// 1280×800 in en and ru, into `.shots/<lang>/<size>/<name>.png`. Builds builds/own first unless it is there and
// `--no-build` is given; `--build=` shoots another build of the own host (an older one, to compare).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const build = arg('build');

if (!build && (!process.argv.includes('--no-build') || !existsSync(path.join(root, 'builds', 'own', 'index.html')))) {
  const b = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'own'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

const env = {
  ...process.env,
  ...(arg('only') ? { SHOTS_ONLY: arg('only') } : {}),
  ...(arg('sizes') ? { SHOTS_SIZES: arg('sizes') } : {}),
  ...(arg('langs') ? { SHOTS_LANGS: arg('langs') } : {}),
  ...(build ? { SHOTS_BUILD: path.resolve(build) } : {}),
  SHOTS_OUT: path.resolve(arg('out') ?? path.join(root, '.shots')),
};
const run = spawnSync(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'scripts/shots/playwright.config.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
console.log(`shots in ${env.SHOTS_OUT}`);
process.exit(run.status ?? 1);
