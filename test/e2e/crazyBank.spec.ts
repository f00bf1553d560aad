import path from 'node:path';
import { expect, test } from '../support/e2eTest.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { ensureBundles } from './hostServer.ts';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';

// The CrazyGames bank through Xsolla (issue 12), against its own server in this process playing the fake CrazyGames
// and its fake Xsolla: the game in the fake CrazyGames page, the Pay Station in the window the game opens.
const root = path.resolve(import.meta.dirname, '../..');

let server: GameServer;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureBundles(['crazy']);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await createServer({
    inMemory: true,
    staticDir: path.join(root, 'builds/crazy'),
    hosts: testHostConfig(origin),
    fakeHost: 'crazy',
    rateLimits: scaleRateLimits(100),
  });
  await server.app.listen({ port, host: '127.0.0.1' });
});
test.afterAll(async () => {
  await server?.close();
});

test('a CrazyGames account buys emeralds on the Xsolla Pay Station, and a guest is told to sign in first', async ({ browser, page, context }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/?user=u${Math.floor(Math.random() * 900_000_000)}&lang=en`);
  const game = page.frameLocator('iframe#game');
  const header = game.locator('#header');
  const road = game.locator('html[data-scene="road"][data-scene-ready="true"]');
  await expect(road).toHaveCount(1, { timeout: 120_000 });
  await expect(header).toHaveAttribute('data-mithril', '0');

  await clickHeaderAction(game, 'Buy emeralds');
  const buy = game.locator('#bank button[data-pack="gems_550"]');
  await expect(buy.locator('.bank-price')).toHaveAttribute('data-currency', 'USD');
  const [payStation] = await Promise.all([context.waitForEvent('page'), buy.click()]);
  await expect(payStation.locator('#order')).toHaveText('gems_550: 6.99 USD');
  await payStation.getByRole('button', { name: 'Pay' }).click();
  await expect(payStation.locator('#status')).toHaveText('Payment successful');
  await expect(game.locator('#bank [role="status"]')).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
  await expect(header).toHaveAttribute('data-mithril', '550');
  // Paid: the game closes the Pay Station itself.
  await expect.poll(() => payStation.isClosed()).toBe(true);

  // A guest on another device plays a trial of the own site (its token stored in the game's frame): the bank says
  // to sign in to CrazyGames first, and offers no pack.
  const trial = await registerTrialPlayer(origin);
  const device = await browser.newContext();
  await device.addInitScript((token) => {
    if (location.pathname.startsWith('/game/')) localStorage.setItem('authorization', token);
  }, trial.token);
  const guestPage = await device.newPage();
  guestPage.on('pageerror', (error) => errors.push(error.message));
  await guestPage.goto(`${origin}/?user=guest&lang=en`);
  const guestGame = guestPage.frameLocator('iframe#game');
  await expect(guestGame.locator('html[data-scene="road"][data-scene-ready="true"]')).toHaveCount(1, { timeout: 120_000 });
  await clickHeaderAction(guestGame, 'Buy emeralds');
  await expect(guestGame.locator('#bank [data-gate="sign-in-to-pay"]')).toBeVisible();
  await expect(guestGame.locator('#bank button[data-pack="gems_100"]')).toBeDisabled();
  await device.close();
  expect(errors).toEqual([]);
});
