import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { headerShows, openGame } from '../support/openGame.ts';

// Issue 13's buildings tab in the browser, against its own reference server (in-memory database, the built own
// bundle). The clan is founded and filled through the API and its treasury written in the database: the tab is the
// point. The server's clock is moved with `own.advance`, never waited for.

const own = ownServer();
const MINUTE = 60_000;

async function player(name: string): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = 15, gold = 1000, name = $2 WHERE id = $1', [answer.json.player.id, name]);
  return { token: answer.token, id: answer.json.player.id };
}

/** A clan founded by a new player through the API, its treasury set in the database. */
async function clan(name: string): Promise<{ leader: { token: string; id: number }; clanId: number }> {
  const leader = await player(`${name} leader`);
  const created = await apiPost(own.baseURL, '/api/clan/create', { name }, leader.token);
  expect(created.status).toBe(200);
  const clanId = (await own.server.db.query<{ clan_id: number }>('SELECT clan_id FROM players WHERE id = $1', [leader.id]))[0]!.clan_id;
  await own.server.db.query('UPDATE clans SET gold = 10000, gems = 40 WHERE id = $1', [clanId]);
  return { leader, clanId };
}

async function openBuildings(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await openGame(browser, own.baseURL, token, lang, { ready: headerShows('data-gold', /\d/) });
  await clickHeaderAction(page, lang === 'en' ? 'Clan' : 'Клан');
  await page.locator('#clan-tab-buildings').click();
  await expect(page.locator('#clan-buildings .clan-building')).toHaveCount(5);
  return page;
}

test('a leader builds a level, waits it out, completes it, and speeds another up with treasury emeralds', async ({ browser }) => {
  const { leader } = await clan('Stonemasons');
  const page = await openBuildings(browser, leader.token, 'en');
  await expect(page.locator('#clan-buildings-treasury')).toHaveText('The clan\'s treasury pays for buildings: 10000 gold, 0 gears, 40 emeralds');
  const academy = page.locator('.clan-building[data-type=EXPERIENCE]');
  await expect(academy).toContainText('Level 1: +5% battle experience for every member');
  await expect(academy).toContainText('2000 gold, 0 gears, 0 emeralds · 30 min');
  await academy.getByRole('button', { name: 'Build level 1' }).click();
  await expect(academy).toHaveAttribute('data-state', 'PROCESSING');
  await expect(academy).toContainText('Building… 30 min left');
  await expect(page.locator('#clan-buildings-treasury')).toContainText('8000 gold');

  own.advance(30 * MINUTE);
  // Coming back to the tab asks the server, whose clock says the build is due.
  await page.locator('#clan-tab-members').click();
  await page.locator('#clan-tab-buildings').click();
  await expect(academy).toHaveAttribute('data-state', 'ready');
  await expect(academy).toContainText('Ready to complete');
  await academy.getByRole('button', { name: 'Complete' }).click();
  await expect(academy).toContainText('level 1 of 5');
  await expect(academy).toContainText('+5% battle experience for every member');

  const shield = page.locator('.clan-building[data-type=CLAN_SHIELD]');
  await shield.getByRole('button', { name: 'Build level 1' }).click();
  await shield.getByRole('button', { name: 'Speed up: 15 emeralds' }).click();
  await shield.getByRole('button', { name: 'Pay 15 emeralds from the treasury' }).click();
  await expect(shield).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#clan-buildings-treasury')).toContainText('25 emeralds');
  await shield.getByRole('button', { name: 'Complete' }).click();
  await expect(shield).toContainText('level 1 of 5');
});

test('a newbie sees the buildings in Russian and is told who builds, with no buttons to try', async ({ browser }) => {
  const { leader, clanId } = await clan('Каменщики');
  const newbie = await player('Новичок');
  expect((await apiPost(own.baseURL, '/api/clan/invite', { playerId: String(newbie.id) }, leader.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/clan/invitation/accept', { clanId: String(clanId) }, newbie.token)).status).toBe(200);
  const page = await openBuildings(browser, newbie.token, 'ru');
  await expect(page.locator('#clan-buildings-who')).toContainText('Строят, ускоряют и завершают здания: Лидер');
  const academy = page.locator('.clan-building[data-type=EXPERIENCE]');
  await expect(academy).toContainText('Академия');
  await expect(academy).toContainText('2000 золота, 0 шестерёнок, 0 изумрудов · 30 мин');
  await expect(page.locator('.clan-building button')).toHaveCount(0);
});
