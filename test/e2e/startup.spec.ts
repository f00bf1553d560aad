import path from 'node:path';
import { expect, test } from '../support/e2eTest.ts';
import { waitForScene } from './helpers.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { startReferenceServer } from './hostServer.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A second reference server with its own settings and database, for start-up cases the shared one cannot show. On a
 * free port: a random one near 8092 could be the shared server's own (E2E_PORT) or another worker's.
 */
const startServer = async (env: Record<string, string>) =>
  startReferenceServer(await freePort(), { STATIC_DIR: path.join(root, 'builds/own'), ...env }, 'startup');

test('an outdated client is asked to press Refresh', async ({ page }) => {
  const server = await startServer({ MIN_FRONT_VERSION: '572' });
  try {
    await page.goto(`${server.url}/?lang=en`);
    const panel = page.locator('#version-outdated');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/outdated/i);
    await expect(panel.getByRole('button', { name: /refresh/i })).toBeVisible();
    await expect(page.locator('html[data-scene-ready="true"]')).toHaveCount(0);
  } finally {
    server.stop();
  }
});

test('player info that keeps failing shows the connection page, and Connect resumes the game', async ({ page }) => {
  let infoCalls = 0;
  let down = true;
  // The first frame's player info (API.md "The first frame in one call").
  await page.route('**/api/player/info/road**', (route) => {
    infoCalls++;
    return down ? route.abort('connectionrefused') : route.continue();
  });
  await page.goto('/?lang=en');
  const connection = page.locator('#connection-page');
  await expect(connection).toBeVisible({ timeout: 30_000 });
  // One call and three retries (technical §4), then the page.
  expect(infoCalls).toBe(4);
  await expect(connection).toContainText(/connection/i);
  down = false;
  await connection.getByRole('button', { name: /connect/i }).click();
  await expect(connection).toBeHidden();
  await waitForScene(page, 'characterSelection');
});
