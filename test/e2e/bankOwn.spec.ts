import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { NO_HOSTS } from '../../fixtures/server/hosts/HostConfig.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { startFakeCloudPayments, type FakeCloudPayments } from '../../fixtures/hosts/own/fakeCloudPayments.ts';
import { TEST_HOST_SECRETS } from '../../fixtures/hosts/testSecrets.ts';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';

// Issue 12 "Bank on every host": the own site's bank against its own server and the fake CloudPayments, whose
// checkout page signs the Check, Pay and Fail notifications as the real service does.
const root = path.resolve(import.meta.dirname, '../..');

let server: GameServer;
let fake: FakeCloudPayments;
let baseURL = '';

test.beforeAll(async () => {
  fake = await startFakeCloudPayments({
    publicId: TEST_HOST_SECRETS.CLOUDPAYMENTS_PUBLIC_ID,
    apiSecret: TEST_HOST_SECRETS.CLOUDPAYMENTS_API_SECRET,
    gameOrigin: () => baseURL,
  });
  server = await createServer({
    inMemory: true,
    staticDir: path.join(root, 'builds/own'),
    rateLimits: scaleRateLimits(100),
    hosts: {
      ...NO_HOSTS,
      own: {
        cloudPayments: {
          publicId: TEST_HOST_SECRETS.CLOUDPAYMENTS_PUBLIC_ID,
          apiSecret: TEST_HOST_SECRETS.CLOUDPAYMENTS_API_SECRET,
          apiBase: fake.origin,
        },
      },
    },
  });
  baseURL = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
test.afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function openBank(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const { token } = await registerTrialPlayer(baseURL, lang === 'ru' ? 'RU' : 'EN');
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('#header')).toHaveAttribute('data-mithril', '0', { timeout: 60_000 });
  await clickHeaderAction(page, lang === 'ru' ? 'Купить изумруды' : 'Buy emeralds');
  return page;
}

/** Clicks a pack and answers the provider's page that opens, by its button. */
async function buyThroughCheckout(page: Page, button: '#pay' | '#decline'): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.locator('#bank button[data-pack="gems_100"]').click();
  const checkout = await popup;
  await checkout.locator(button).click();
  await expect(checkout.locator('#result')).toBeVisible();
  await checkout.close();
}

test('a player buys emeralds on the own site through the payment page, and the bank shows them arrive', async ({ browser }) => {
  const page = await openBank(browser, 'en');
  await buyThroughCheckout(page, '#pay');
  const status = page.locator('#bank [role="status"]');
  await expect(status).toHaveAttribute('data-status', 'paid');
  await expect(status).toHaveText('The payment went through');
  await expect(page.locator('#header')).toHaveAttribute('data-mithril', '100');
  await page.context().close();
});

test('a declined payment is told in Russian and credits nothing; paying again works', async ({ browser }) => {
  const page = await openBank(browser, 'ru');
  const status = page.locator('#bank [role="status"]');
  await buyThroughCheckout(page, '#decline');
  await expect(status).toHaveAttribute('data-status', 'declined');
  await expect(status).toContainText('Оплата отклонена');
  await expect(page.locator('#header')).toHaveAttribute('data-mithril', '0');
  await buyThroughCheckout(page, '#pay');
  await expect(status).toHaveAttribute('data-status', 'paid');
  await expect(page.locator('#header')).toHaveAttribute('data-mithril', '100');
  await page.context().close();
});
