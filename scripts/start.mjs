// `npm start [-- host] [-- --no-build]`: builds the host's bundle (own by default) and starts the reference server
// serving it. For a host other than own, the server also plays that host (fixtures/hosts): its fake page at /, the
// bundle in its iframe at /game/, and the fake host's backend, signing with the test secrets the server is given.
// `--no-build` serves the bundle already in builds/<host>/ (test/e2e/start.spec.ts runs every host that way).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';

// The server is ~1,000 TypeScript modules, stripped of their types and compiled at every start (about a second of
// CPU, a quarter of a start on 2 cores). Node's compile cache keeps both on disk for the next start; the environment
// variable hands it to the embedded database's process as well (issue 27: the suites start the server many times).
const compileCache = enableCompileCache(process.env.NODE_COMPILE_CACHE);
if (compileCache.directory) process.env.NODE_COMPILE_CACHE = compileCache.directory;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const host = args.find((arg) => !arg.startsWith('--')) ?? 'own';

const { userSources } = await import('../core/model/index.ts');
if (!userSources.includes(host)) {
  console.error(`Unknown host "${host}": one of ${userSources.join(', ')}`);
  process.exit(2);
}
if (noBuild) {
  if (!existsSync(path.join(root, 'builds', host, 'index.html'))) {
    console.error(`No bundle in builds/${host}/: run \`npm run build -- ${host}\` first, or start without --no-build`);
    process.exit(2);
  }
} else {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), host], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.STATIC_DIR ??= path.join(root, 'builds', host);
if (host !== 'own') {
  // Every host but own has a fake (fixtures/hosts/fakeHosts.ts); the type of that table keeps it so.
  const { testHostEnv } = await import('../fixtures/hosts/testSecrets.ts');
  const port = process.env.PORT || '8080';
  // The fake host's backends call this server, and this server calls the fake Bot API, on its own address.
  for (const [name, value] of Object.entries(testHostEnv(`http://127.0.0.1:${port}`))) process.env[name] ??= value;
  process.env.FAKE_HOST = host;
  console.log(`Fake ${host} host page: http://localhost:${port}/ (?outcome=ok|cancelled|failed|failedButPaid, ?user=<id>, ?lang=ru|en)`);
}
await import('../fixtures/server/main.ts');
