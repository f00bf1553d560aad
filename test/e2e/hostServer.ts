import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UserSource } from '../../core/model/index.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { testHostConfig, testHostEnv } from '../../fixtures/hosts/testSecrets.ts';
import { createServer } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { migratedDataDir } from '../support/migratedDataDir.ts';
import { withBuildLock } from '../support/buildLock.ts';

const root = path.resolve(import.meta.dirname, '../..');

// The compiled catalogs (core/i18n/locales/*.ts, git-ignored) are rewritten by every build from the .po sources,
// which are counted: were they counted too, one suite's build would make every other host's bundle look stale, and
// the suites after it would rebuild hosts that had not changed (three minutes of a CI run).
const catalogs = path.join(root, 'core/i18n/locales');
const generated = (file: string): boolean => path.dirname(file) === catalogs && file.endsWith('.ts');

const newest = (dir: string): number => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (generated(full)) continue;
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};

const staleHosts = (hosts: readonly string[]): string[] =>
  hosts.filter((host) => {
    const page = path.join(root, 'builds', host, 'index.html');
    if (!existsSync(page)) return true;
    const built = statSync(page).mtimeMs;
    // The adapters are built on the platform SDK (platforms/sdk), so a change there is a change of every host.
    const sources = [path.join(root, 'core'), path.join(root, 'platforms', host), path.join(root, 'platforms', 'sdk')];
    return sources.some((dir) => newest(dir) > built);
  });

/**
 * Builds the hosts' bundles that are missing or older than core/, platforms/sdk/ or their platforms/<host>/ sources.
 * Under the build lock (withBuildLock): with two workers, two spec files needing the same stale host would otherwise
 * build it at once into the same folder, and the second looks again once the first is done.
 */
export function ensureBundles(hosts: readonly string[]): void {
  if (staleHosts(hosts).length === 0) return;
  withBuildLock(() => {
    const stale = staleHosts(hosts);
    if (stale.length === 0) return;
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...stale], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`building ${stale.join(', ')} failed`);
  });
}

/** A reference server started as its own process for an e2e suite. */
export interface ReferenceServer {
  url: string;
  /** Its fresh embedded database. */
  dataDir: string;
  stop: () => void;
  /** Stops it and waits until it closed the database, so a test can open it to look. */
  close: () => Promise<void>;
}

/**
 * A reference server on `port` (127.0.0.1, which `localhost` also reaches: one server, two origins), on its own
 * fresh embedded database (a migrated copy: migratedDataDir), with extra environment such as STATIC_DIR, CORS_ORIGINS or MIN_FRONT_VERSION.
 */
export async function startReferenceServer(port: number, env: Record<string, string>, name = 'reference'): Promise<ReferenceServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await migratedDataDir(`e2e-${name}-`);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'fixtures/server/main.ts')], {
    // RATE_LIMIT_SCALE: the suites sign in many players from 127.0.0.1, which the real request limits would refuse.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '100', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/connection/isConnectionExists`)).ok) {
        return { url, dataDir, stop: () => child.kill(), close: () => (child.kill(), exited) };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`the ${name} server on port ${port} did not start`);
}

/**
 * A reference server playing `host` (FAKE_HOST): its fake page at /, the bundle at /game/, signed with the
 * test secrets it is configured with (fixtures/hosts/testSecrets.ts).
 */
export async function startHostServer(host: string): Promise<ReferenceServer> {
  // A free port, not a random one in a range: with two workers two host servers (or another run's) could draw the same.
  const port = await freePort();
  return startReferenceServer(
    port,
    { ...testHostEnv(`http://127.0.0.1:${port}`), FAKE_HOST: host, STATIC_DIR: path.join(root, 'builds', host) },
    host,
  );
}

/** A host's fake page and bundle served by a reference server in this process (hostServerInProcess). */
export interface InProcessHostServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The same server as startHostServer, made in this process on an in-memory database: a suite that starts one per
 * host does not pay for a Node process loading the whole server and opening a data folder each time (seconds on a
 * busy 2-core machine). startHostServer stays for the suites about the process itself (its environment, a restart).
 */
export async function hostServerInProcess(host: UserSource): Promise<InProcessHostServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await createServer({
    inMemory: true,
    staticDir: path.join(root, 'builds', host),
    fakeHost: host,
    hosts: testHostConfig(url),
    rateLimits: scaleRateLimits(100),
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}
