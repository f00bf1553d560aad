import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/e2eTest.ts';
import { userSources, type UserSource } from '../../core/model/index.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createServer } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { withBuildLock } from '../support/buildLock.ts';
import { recordCspViolations } from './helpers.ts';

/**
 * The platform SDK's example game (platforms/sdk/example, issue 25): its bundles hold none of this game's code, and it
 * signs in and buys through two hosts' fakes. No road is drawn: the clicker is a page of buttons.
 */
const root = path.resolve(import.meta.dirname, '../..');
const clickerDir = (host: string): string => path.join(root, 'builds', 'clicker', host);

const newest = (dir: string): number =>
  Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs)));

/** JS of a bundle folder, all chunks. */
const bundleJs = (dir: string): string =>
  readdirSync(path.join(dir, 'js')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(dir, 'js', f), 'utf8')).join('\n');

/**
 * Strings that only this game's code puts in a bundle: the literal names of core's error classes (kept by the
 * minifier, core/model/CodedError.ts), wire names of core's request layer and live channel, the game's title on its
 * loading screen, and its packages (React, three, STOMP). The game's own bundle must contain them, or they say nothing.
 */
function coreMarkers(): { classNames: string[]; strings: string[] } {
  const classNames = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/readonly name = '(\w+)'/g)) if (m[1]) classNames.add(m[1]);
      }
    }
  };
  walk(path.join(root, 'core'));
  return { classNames: [...classNames], strings: ['/api/websocket', 'idempotency-key', 'react.transitional.element', 'WebGLRenderer', 'Stairs of Mirrors'] };
}

test.beforeAll(() => {
  test.setTimeout(120_000);
  // A few seconds for all twelve: the example alone, no core and no atlas (scripts/build.mjs --example-only).
  const built = userSources.map((h) => path.join(clickerDir(h), 'index.html'));
  const stale = () => built.some((page) => !existsSync(page) || statSync(page).mtimeMs < newest(path.join(root, 'platforms')));
  if (!stale()) return;
  // Under the build lock, looked at again inside it: another worker's build may have just made these.
  withBuildLock(() => {
    if (!stale()) return;
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--example-only'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the example game failed');
  });
});

test("the example game's bundle for every host holds none of this game's code", () => {
  const { classNames, strings } = coreMarkers();
  // The markers are live: the game's own bundle has every string and most class names (a bundle of any host will do).
  const game = userSources.map((h) => path.join(root, 'builds', h)).find((dir) => existsSync(path.join(dir, 'index.html')));
  expect(game, 'a game bundle (npm run build) to show the markers are live').toBeDefined();
  const gameText = `${bundleJs(game!)}\n${readFileSync(path.join(game!, 'index.html'), 'utf8')}`;
  expect(strings.filter((s) => !gameText.includes(s))).toEqual([]);
  expect(classNames.filter((name) => gameText.includes(`"${name}"`)).length).toBeGreaterThanOrEqual(5);

  for (const host of userSources) {
    const text = `${bundleJs(clickerDir(host))}\n${readFileSync(path.join(clickerDir(host), 'index.html'), 'utf8')}`;
    const found = [...strings.filter((s) => text.includes(s)), ...classNames.filter((name) => text.includes(`"${name}"`))];
    expect([host, found]).toEqual([host, []]);
  }
});

/** The two hosts it plays on here, and the price of its pack in each one's money. */
const hosts = { vk: '14 votes', ya: '99 YAN' } as const;

for (const [host, price] of Object.entries(hosts)) {
  test(`${host}: the example game in its host's frame signs in, earns by taps and buys its coin pack through the host's dialog`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cspViolations = await recordCspViolations(page);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await createServer({
      inMemory: true, staticDir: clickerDir(host), fakeHost: host as UserSource, hosts: testHostConfig(url), rateLimits: scaleRateLimits(100),
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    try {
      const user = String(100_000 + Math.floor(Math.random() * 900_000));
      await page.goto(`${url}/?user=${user}&lang=en&outcome=ok`);
      const clicker = page.frameLocator('iframe#game').locator('#clicker');
      await expect(clicker).toHaveAttribute('data-status', 'playing');
      await expect(clicker).toHaveAttribute('data-signed-in', 'true');
      await clicker.locator('#tap').click();
      await clicker.locator('#tap').click();
      await expect(clicker).toHaveAttribute('data-coins', '2');
      await expect(clicker.locator('#buy')).toContainText(price);
      // Every outcome of every host's dialog is the contract suite's (platforms/contract.test.ts); here the one that pays.
      await clicker.locator('#buy').click();
      await expect(clicker.locator('#outcome')).toHaveAttribute('data-outcome', 'paid');
      await expect(clicker).toHaveAttribute('data-coins', '102');
      if (host === 'ya') {
        // The lifecycle as Yandex's requirement 1.19 asks: ready once signed in, gameplay stopped around the dialog.
        const frame = page.frames().find((f) => f.url().includes('/game/'));
        const calls = await frame?.evaluate(() => (window as unknown as { fakeYaHost: { calls: string[] } }).fakeYaHost.calls);
        expect(calls).toEqual(['LoadingAPI.ready', 'GameplayAPI.start', 'GameplayAPI.stop', 'GameplayAPI.start']);
      }
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
}
