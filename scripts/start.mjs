// `npm start [-- host]`: builds the host's bundle (own by default) and starts the reference server serving it.
// For a host other than own, the server also plays that host (fixtures/hosts): its fake page at /, the bundle
// in its iframe at /game/, and the fake host's backend, signing with the test secrets the server is given.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const host = process.argv[2] ?? 'own';
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), host], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.STATIC_DIR ??= path.join(root, 'builds', host);
if (host !== 'own') {
  if (!existsSync(path.join(root, 'fixtures', 'hosts', host, 'index.html'))) {
    console.error(`No fake ${host} host page in fixtures/hosts/${host}: see fixtures/hosts/README.md`);
    process.exit(2);
  }
  const { testHostEnv } = await import('../fixtures/hosts/testSecrets.ts');
  const port = process.env.PORT || '8080';
  // The fake host's backends call this server, and this server calls the fake Bot API, on its own address.
  for (const [name, value] of Object.entries(testHostEnv(`http://127.0.0.1:${port}`))) process.env[name] ??= value;
  process.env.FAKE_HOST = host;
  console.log(`Fake ${host} host page: http://localhost:${port}/ (?outcome=ok|cancelled|failed|failedButPaid, ?user=<id>, ?lang=ru|en)`);
}
await import('../fixtures/server/main.ts');
