import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { apiGet, apiPost, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 15, the moderation server seen from the game: a GAME-banned player still starts the game and is told the
// reason of their ban; after the unban they play again. The moderator is made in the database (no call grants it);
// the ban and unban go through the moderation calls.
const own = ownServer();

async function playerWithToken(accessLevel: string): Promise<{ id: number; token: string }> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id = answer.json.player.id as number;
  await own.server.db.query('UPDATE players SET access_level = $2, level = 10, name = $3 WHERE id = $1', [id, accessLevel, `E2e${accessLevel}${id}`]);
  return { id, token: answer.token };
}

async function openGame(browser: Browser, token: string, lang: 'en' | 'ru', size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL, viewport: size });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('#header')).toBeVisible({ timeout: 60_000 });
  return page;
}

// The game gives way to the ban page (i15-modui) as soon as a call is refused with GAME_BANNED.
const texts = {
  en: { backpack: 'Backpack', banned: /^You are banned from the game until .+\. Reason: Fraud\.$/ },
  ru: { backpack: 'Рюкзак', banned: /^Тебе закрыт доступ к игре до .+\. Причина: Мошенничество\.$/ },
} as const;

test('a GAME-banned player is told the reason and the end of the ban, and plays again after the unban', async ({ browser }) => {
  const moderator = await playerWithToken('MODERATOR');
  const banned = await playerWithToken('PLAYER');
  const ban = await apiPost(own.baseURL, '/api/moderation/ban', { playerId: String(banned.id), scope: 'GAME', reason: 'FRAUD', duration: 'D1' }, moderator.token);
  expect(ban.status).toBe(200);
  for (const [lang, size] of [
    ['en', { width: 390, height: 844 }],
    ['ru', { width: 1280, height: 800 }],
  ] as const) {
    const page = await openGame(browser, banned.token, lang, size);
    await expect(page.locator('#game-ban-text')).toHaveText(texts[lang].banned, { timeout: 30_000 });
    await page.context().close();
  }
  const unban = await apiPost(own.baseURL, '/api/moderation/unban', { banId: String(ban.json.activeBans[0].id) }, moderator.token);
  expect(unban.status).toBe(200);
  const page = await openGame(browser, banned.token, 'en', { width: 390, height: 844 });
  await page.getByRole('button', { name: texts.en.backpack, exact: true }).first().click();
  await expect(page.locator('#backpack-page')).toBeVisible();
  expect((await apiGet(own.baseURL, '/api/moderation/my/bans', banned.token)).json).toEqual([]);
});
