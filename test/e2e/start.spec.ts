import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/e2eTest.ts';
import { userSources } from '../../core/model/index.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { madeOneAhead } from '../support/madeOneAhead.ts';
import { migratedDataDir } from '../support/migratedDataDir.ts';
import { ensureBundles } from './hostServer.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * README "Commands": `npm start` and `npm start -- <host>` for every host. Each is run as the README's script
 * (scripts/start.mjs, with --no-build: `npm test` has just built every bundle) on a free port and its own data
 * folder, and its page is fetched as a visitor would.
 */
async function start(host: string): Promise<{ url: string; stop: () => Promise<void>; output: () => string }> {
  const port = await freePort();
  // The README's plain `npm start` gets an empty folder, as on a new install; the host variants a migrated copy,
  // which spares each the seconds of PGlite's initdb.
  const dataDir = host === 'own' ? mkdtempSync(path.join(tmpdir(), `start-${host}-`)) : await migratedDataDir(`start-${host}-`);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), host, '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The script says where it listens once the server is up: wait for that line, not for a time.
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Reference server listening on')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start -- ${host} exited with ${code}:\n${output}`)));
  });
  await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every start the file makes, in the order of its tests, the next begun with the current one. This file has no
 * browser, and one start at a time left the second core idle for most of its minute (issue 27).
 */
const starts = madeOneAhead([...userSources, 'nohost'], start, (server) => server.stop());

test.beforeAll(() => ensureBundles(userSources));

test.afterAll(() => starts.closeAll());

test('npm start serves the own-site game page and its API', async () => {
  const server = await starts.get('own');
  try {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<script[^>]+src="js\/[^"]+\.js"/);
    expect((await fetch(`${server.url}/api/connection/isConnectionExists`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

for (const host of userSources.filter((source) => source !== 'own')) {
  test(`npm start -- ${host} serves the fake ${host} page with the ${host} bundle in its frame`, async () => {
    const server = await starts.get(host);
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`src="/__host/${host}/page.js"`);
      const script = await fetch(`${server.url}/__host/${host}/page.js`);
      expect(script.status).toBe(200);
      expect(await script.text()).toContain('/game/');
      const bundle = await fetch(`${server.url}/game/index.html`);
      expect(bundle.status).toBe(200);
      expect(await bundle.text()).toMatch(/<script[^>]+src="js\/[^"]+\.js"/);
      expect(server.output()).toContain(`Fake ${host} host page`);
    } finally {
      await server.stop();
    }
  });
}

test('npm start -- <unknown host> says which hosts there are', async () => {
  await expect(starts.get('nohost')).rejects.toThrow(/Unknown host "nohost": one of own, ok, vk/);
});
