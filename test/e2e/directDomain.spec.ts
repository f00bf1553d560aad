import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiPost, waitForScene } from './helpers.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { withBuildLock } from '../support/buildLock.ts';
import { startReferenceServer } from './hostServer.ts';

// Technical §8 "Switch to a direct domain", end to end: a variant of the own bundle built with DIRECT_API_HOSTS
// mapping the page hostname 127.0.0.1 to http://localhost:<direct port>. The direct server is the same reference
// server under its other name, so it knows the page's player; CORS_ORIGINS lets the pages call it.

const root = path.resolve(import.meta.dirname, '../..');
const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };
// Free ports, known before the build (the variant bundle names the direct host): random ones in a range could be
// another worker's servers.
let directPort: number;
/** A second server with its own database: its players are strangers to the direct host. */
let strangerPort: number;
let directOrigin: string;

let buildRoot: string;
let servers: { url: string; stop: () => void }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  directPort = await freePort();
  strangerPort = await freePort();
  directOrigin = `http://localhost:${directPort}`;
  buildRoot = mkdtempSync(path.join(tmpdir(), 'e2e-direct-build-'));
  // One variant build for every case; the atlas is copied from the own bundle when there is one (else stub sprites).
  // Under the build lock: the build compiles the catalogs again, which another worker's build would be reading.
  const build = withBuildLock(() =>
    spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--no-atlas', 'own'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIR: buildRoot, DIRECT_API_HOSTS: JSON.stringify({ '127.0.0.1': directOrigin }) },
    }),
  );
  if (build.status !== 0) throw new Error('the direct-domain variant of the own bundle did not build');
  const atlas = path.join(root, 'builds/own/atlas');
  if (existsSync(atlas)) cpSync(atlas, path.join(buildRoot, 'own/atlas'), { recursive: true });
  const env = {
    STATIC_DIR: path.join(buildRoot, 'own'),
    CORS_ORIGINS: `http://127.0.0.1:${directPort},http://127.0.0.1:${strangerPort}`,
    // The page's CSP must let it call the direct host (README "Hosts": CSP_EXTRA_ORIGINS).
    CSP_EXTRA_ORIGINS: directOrigin,
  };
  servers = await Promise.all([startReferenceServer(directPort, env), startReferenceServer(strangerPort, env)]);
});

test.afterAll(() => {
  for (const server of servers) server.stop();
  if (buildRoot) rmSync(buildRoot, { recursive: true, force: true });
});

/** A signed-in player at `pageUrl`, and every API call and socket the page makes, in order. */
async function openAsPlayer(page: Page, pageUrl: string) {
  const { token } = await apiPost(pageUrl, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t), token!);
  const calls: URL[] = [];
  const statuses = new Map<string, number>();
  const sockets: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Load-stage logs go through the first chunk's own sender to the page's origin (core/mount.ts).
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/load/log/')) calls.push(url);
  });
  page.on('response', (response) => statuses.set(response.url(), response.status()));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${pageUrl}/?lang=en`);
  await waitForScene(page, 'road');
  const idCall = calls.findIndex((url) => url.pathname === '/api/player/id/current');
  return { calls, statuses, sockets, errors, idCall };
}

const origins = (urls: URL[]) => [...new Set(urls.map((url) => url.origin))];

test('the game moves its API calls and live channel to the direct host that knows its player, and plays there', async ({ page }) => {
  const pageUrl = `http://127.0.0.1:${directPort}`;
  const { calls, statuses, sockets, errors, idCall } = await openAsPlayer(page, pageUrl);
  expect(idCall).toBeGreaterThan(0);
  expect(calls[idCall]?.origin).toBe(directOrigin);
  expect(statuses.get(calls[idCall]!.href)).toBe(200);
  // Start-up (the player info and the places of the first frame, API.md "The first frame in one call") ran on the
  // page's origin; everything after the check goes to the direct host.
  expect(origins(calls.slice(0, idCall))).toEqual([pageUrl]);
  expect(calls.slice(0, idCall).map((url) => url.pathname)).toContain('/api/player/info/road');
  await expect.poll(() => sockets).toEqual([`ws://localhost:${directPort}/api/websocket`]);

  // It plays: a step up the road is saved on the direct host.
  const before = calls.length;
  await page.locator('#road-hud').waitFor();
  await page.keyboard.down('ArrowUp');
  await expect.poll(() => calls.slice(before).map((url) => url.pathname), { timeout: 30_000 }).toContain('/api/player/v3/coordinate/set');
  await page.keyboard.up('ArrowUp');
  expect(origins(calls.slice(idCall + 1))).toEqual([directOrigin]);
  expect(errors.filter((e) => e.includes('direct domain'))).toEqual([]);
});

test('the game stays on its own origin, and logs why, when the direct host does not know its player', async ({ page }) => {
  const pageUrl = `http://127.0.0.1:${strangerPort}`;
  const { calls, statuses, sockets, errors, idCall } = await openAsPlayer(page, pageUrl);
  expect(calls[idCall]?.origin).toBe(directOrigin);
  // The direct host refuses a token it never issued; technical §4: a 401 there reloads nothing.
  expect(statuses.get(calls[idCall]!.href)).toBe(401);
  const others = () => calls.filter((_, i) => i !== idCall);
  // The player info came once, with the places of the first frame (API.md "The first frame in one call").
  expect(others().filter((url) => url.pathname === '/api/player/info/road')).toHaveLength(1);
  await expect.poll(() => sockets).toEqual([`ws://127.0.0.1:${strangerPort}/api/websocket`]);
  expect(errors.filter((e) => e.includes(`Switch to the direct domain ${directOrigin} abandoned`))).toHaveLength(1);
  // The client error reached the server log of the game's own origin (technical §8 "Runtime or console error").
  await expect.poll(() => others().map((url) => url.pathname)).toContain('/api/log/add');
  expect(origins(others())).toEqual([pageUrl]);
});
