// `npm start [-- host]`: builds the host's bundle (own by default) and starts the reference server serving it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const host = process.argv[2] ?? 'own';
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), host], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.STATIC_DIR ??= path.join(root, 'builds', host);
await import('../fixtures/server/main.ts');
