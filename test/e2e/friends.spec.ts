import { clickHeaderAction } from './helpers.ts';
import { expect, test, type FrameLocator, type Page } from '../support/e2eTest.ts';
import { openDatabase } from '../../fixtures/server/db/openDatabase.ts';
import { ensureBundles, hostServerInProcess, startHostServer } from './hostServer.ts';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(600_000);
  ensureBundles(['vk', 'rustore']);
});

/** The game on the road inside the fake host's iframe, its settings page open at the "Friends" part. */
const openFriends = async (page: Page, url: string): Promise<FrameLocator> => {
  await page.goto(url);
  const game = page.frameLocator('iframe#game');
  await expect(game.locator('html[data-scene="road"][data-scene-ready="true"]')).toHaveCount(1, { timeout: 120_000 });
  await clickHeaderAction(game, 'Settings');
  await expect(game.locator('#settings-friends')).toBeVisible();
  return game;
};

/** The fake host's own dialog (on the page around the iframe): check its title, then answer it. */
const answerHost = async (page: Page, title: string | RegExp, outcome: 'ok' | 'cancelled' | 'failed'): Promise<void> => {
  const dialog = page.locator('dialog.host-dialog[open]');
  await expect(dialog.locator('p')).toHaveText(title);
  await dialog.locator(`button[data-outcome="${outcome}"]`).click();
};

// Product §6 referral, technical §7 "vk: … invite box": the invite box and the wall post box from settings.
test('vk: settings invites and tells friends through the host boxes, busy while open, with a toast for each outcome', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const server = await hostServerInProcess('vk');
  try {
    // No `?dialog=`: the fake VK asks with buttons, so the game's button can be seen busy while VK's box is open.
    const game = await openFriends(page, `${server.url}/?user=${100_000 + Math.floor(Math.random() * 900_000)}&lang=en`);
    const friends = game.locator('#settings-friends');
    await expect(friends.locator('button')).toHaveText(['Invite friends', 'Tell friends']);
    const invite = friends.locator('button[data-dialog="invite"]');
    const share = friends.locator('button[data-dialog="share"]');
    const toast = game.locator('.toasts .toast');

    await invite.click();
    await expect(invite).toBeDisabled();
    await expect(invite).toHaveAttribute('aria-busy', 'true');
    await answerHost(page, 'VK invite box', 'ok');
    await expect(toast).toHaveText('Invitation sent');
    await expect(invite).toBeEnabled();

    // The post carries the translated text, with the player's stair in it.
    await share.click();
    await expect(share).toBeDisabled();
    await answerHost(page, 'VK wall post box: “I am on stair 1 of Stairs of Mirrors. Can you climb higher?”', 'ok');
    await expect(toast).toHaveText('Thanks!');

    // A closed box says nothing: wait for the last toast to go, then close one.
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await share.click();
    await answerHost(page, /^VK wall post box/, 'cancelled');
    await expect(share).toBeEnabled();
    await expect(page.locator('#host-log')).toContainText('VKWebAppShowWallPostBox → VKWebAppShowWallPostBoxFailed');
    await expect(toast).toHaveCount(0);

    await invite.click();
    await answerHost(page, 'VK invite box', 'failed');
    await expect(toast).toHaveText('The invitation could not be sent. Please try again later');
    await expect(invite).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    // The page's live connection would hold the server's close open.
    await page.close();
    await server.close();
  }
});

// Technical §7 "Android store app: … a rate window" and `GET /api/player/set/rated`.
test('rustore: settings opens the rate window; a closed one records nothing, a done one is recorded by the server', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const rated: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/player/set/rated') rated.push(response.status());
  });
  const server = await startHostServer('rustore');
  let playerId: number | null = null;
  try {
    const game = await openFriends(page, `${server.url}/?user=rs${Math.random().toString(36).slice(2, 12)}&lang=en`);
    const friends = game.locator('#settings-friends');
    // The store app has no invite or wall post: only the rate window.
    await expect(friends.locator('button')).toHaveText(['Rate the game']);
    const rate = friends.locator('button[data-dialog="rate"]');
    const toast = game.locator('.toasts .toast');

    await rate.click();
    await expect(rate).toBeDisabled();
    await answerHost(page, 'RuStore review window', 'cancelled');
    await expect(rate).toBeEnabled();
    await expect(toast).toHaveCount(0);
    expect(rated).toEqual([]);

    const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/player/set/rated');
    await rate.click();
    await answerHost(page, 'RuStore review window', 'ok');
    const answer = await recorded;
    expect(answer.status()).toBe(200);
    playerId = ((await answer.json()) as { id: number }).id;
    await expect(toast).toHaveText('Thanks!');
    expect(rated).toEqual([200]);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
  // The server's own record, read from its database once it has closed it.
  const db = await openDatabase({ kind: 'pglite', dataDir: server.dataDir });
  try {
    const rows = await db.query<{ rated_at: Date | null }>('SELECT rated_at FROM players WHERE id = $1', [playerId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rated_at).toBeInstanceOf(Date);
  } finally {
    await db.close();
  }
});
