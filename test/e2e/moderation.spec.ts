import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 15's moderation path against its own reference server: a moderator (made in the database: no call grants the
// access) bans a player from chat for an hour, the player's chat says why and until when, then the moderator logs in
// as the player, sees the acting bar and leaves. The moderator plays in English, the banned player in Russian.
const own = ownServer();

/** A signed-up player at level 10 with a name and the given access, by the database; returns their token. */
async function player(name: string, access: 'PLAYER' | 'MODERATOR'): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET name = $2, access_level = $3, level = 10 WHERE id = $1', [answer.json.player.id, name, access]);
  return answer.token;
}

async function openGame(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  // The road is not what this path is about: the header's player actions are enough.
  await expect(page.locator('#header-bar #header-forum')).toBeAttached({ timeout: 60_000 });
  return page;
}

test('a moderator bans a player from chat with a reason, the player sees it, and the moderator acts as them and exits', async ({ browser }) => {
  const target = `Rowdy${Date.now() % 100_000}`;
  const moderatorToken = await player('Keeper', 'MODERATOR');
  const targetToken = await player(target, 'PLAYER');
  // The banned player's game loads while the moderator works.
  const bannedPage = openGame(browser, targetToken, 'ru');
  const moderator = await openGame(browser, moderatorToken, 'en');

  await clickHeaderAction(moderator, '#header-moderation');
  const pageRoot = moderator.locator('#moderation-page');
  await pageRoot.getByPlaceholder('Player name').fill(target.slice(0, 5));
  await pageRoot.getByRole('button', { name: 'Find' }).click();
  await pageRoot.locator('#moderation-players button', { hasText: target }).click();
  await expect(pageRoot.locator('.moderation-card-name')).toHaveText(target);

  await pageRoot.locator('#moderation-ban').click();
  await pageRoot.getByLabel('Reason').selectOption({ label: 'Flood' });
  await expect(pageRoot.getByLabel('What the ban closes')).toHaveValue('CHAT');
  await expect(pageRoot.getByLabel('Duration')).toHaveValue('H1');
  await pageRoot.getByRole('button', { name: 'Next' }).click();
  await expect(pageRoot.locator('#moderation-ban-confirm')).toContainText(`Ban ${target} from the chat until`);
  await expect(pageRoot.locator('#moderation-ban-confirm')).toContainText('Reason: Flood.');
  await pageRoot.locator('#moderation-ban-confirm-button').click();
  const ban = pageRoot.locator('#moderation-active-bans [data-scope=CHAT]');
  await expect(ban).toContainText('Chat: Flood');
  await expect(ban).toContainText('1 hour left');
  // The player's log names its filters and rows in words, not the server's codes (BAN / CHAT).
  await pageRoot.getByRole('button', { name: 'Player log' }).click();
  await expect(pageRoot.locator('#moderation-player-log .moderation-entry', { hasText: 'Bans · Chat' })).toHaveCount(1);
  await pageRoot.getByLabel('Kind').selectOption({ label: 'Bans' });
  await expect(pageRoot.getByLabel('Type').locator('option')).toHaveText(['All', 'Chat']);

  // The banned player, in Russian, is told the reason and the end when they try to write.
  const banned = await bannedPage;
  await clickHeaderAction(banned, '#header-chat');
  await banned.locator('#chat-page').getByLabel('Твоё сообщение').fill('привет всем');
  await banned.locator('#chat-page').getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(banned.locator('#chat-page .composer-ban')).toHaveText(/^Тебе закрыт чат до .+\. Причина: Флуд\.$/);

  // The ban is in the audit log, newest first (the server's tests cover log-in-as and exit there).
  await pageRoot.locator('[role=tab][data-tab=audit]').click();
  await expect(pageRoot.locator('#moderation-audit [data-action=BAN]').first()).toContainText(`Keeper · Ban · ${target}`);
  await pageRoot.locator('[role=tab][data-tab=players]').click();

  // Log in as the player: the game reloads as them under the acting bar, and Exit brings the moderator back.
  await pageRoot.locator('#moderation-enter').click();
  await expect(moderator.locator('#acting-bar')).toContainText(`You are acting as ${target}`, { timeout: 30_000 });
  await expect(moderator.locator('#header-bar #header-moderation')).toHaveCount(0);
  await moderator.locator('#acting-exit').click();
  await expect(moderator.locator('#header-bar #header-moderation')).toBeAttached({ timeout: 30_000 });
  await expect(moderator.locator('#acting-bar')).toHaveCount(0);
});
