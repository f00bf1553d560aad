import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { headerShows, openGame } from '../support/openGame.ts';

// Issue 13's social screens against their own in-process server: search and apply, recruiting, history, the
// advertisement and the theme, the clan rating. The clan and its levels are written in the database; the
// page is what each step exercises.

const own = ownServer();

async function player(name: string): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = 15, gold = 5000, name = $2 WHERE id = $1', [answer.json.player.id, name]);
  return { token: answer.token, id: answer.json.player.id };
}

async function openClanPage(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await openGame(browser, own.baseURL, token, lang, { ready: headerShows('data-level', '15') });
  await clickHeaderAction(page, lang === 'en' ? 'Clan' : 'Клан');
  await expect(page.locator('#clan-page .clan')).toHaveAttribute('data-status', 'ready');
  return page;
}

async function foundClan(name: string): Promise<{ token: string; id: number; clanId: number }> {
  const leader = await player(`${name} Chief`);
  const created = await apiPost(own.baseURL, '/api/clan/create', { name }, leader.token);
  expect(created.status).toBe(200);
  return { ...leader, clanId: created.json.clan.id };
}

test('a player finds a clan and applies; the leader accepts, reads the history, posts an advertisement, changes the theme and finds the clan in the rating', async ({ browser }) => {
  const leader = await foundClan('Night Ravens');
  const rival = await foundClan('Day Larks');
  await own.server.db.query('UPDATE clans SET level = 2 WHERE id = $1', [rival.clanId]);

  const seeker = await player('Seeker');
  const seekerPage = await openClanPage(browser, seeker.token, 'en');
  await expect(seekerPage.locator('#clan-no-applications')).toBeVisible();
  await seekerPage.locator('#clan-search').fill('raven');
  const found = seekerPage.locator(`#clan-rating [data-clan-id="${leader.clanId}"]`);
  await expect(seekerPage.locator('#clan-rating [data-clan-id]')).toHaveCount(1);
  await expect(found).toContainText('level 1 · members 1 of 20');
  await found.getByRole('button', { name: 'Apply' }).click();
  await expect(found).toContainText('Applied');
  await expect(seekerPage.locator('#clan-applications')).toContainText('Night Ravens');
  // Its rendering would only slow the leader's page on a busy machine.
  await seekerPage.context().close();

  const page = await openClanPage(browser, leader.token, 'en');
  await page.locator('#clan-tab-recruiting').click();
  const applicant = page.locator(`#clan-applicants [data-player-id="${seeker.id}"]`);
  await applicant.getByRole('button', { name: 'Accept' }).click();
  await expect(page.locator('#clan-card')).toContainText('members 2 of 20');
  await expect(page.getByText('Nobody has applied to the clan yet.')).toBeVisible();

  await page.locator('#clan-tab-history').click();
  await expect(page.locator('#clan-history [data-kind=joined]')).toContainText('Seeker joined the clan');
  await expect(page.locator('#clan-history [data-kind=created]')).toContainText('Night Ravens Chief founded the clan');

  // Another officer's edit since the page loaded: the About tab reads the description again as it opens.
  expect((await apiPost(own.baseURL, '/api/clan/about/set', { content: 'Ravens fly at night.' }, leader.token)).status).toBe(200);
  await page.locator('#clan-tab-about').click();
  await expect(page.locator('#clan-about .clan-about-text')).toHaveText('Ravens fly at night.');
  await page.locator('#clan-ad-edit .clan-edit').click();
  await page.locator('#clan-ad-edit textarea').fill('Raids every evening, join us!');
  await expect(page.locator('#clan-ad-edit .clan-counter')).toHaveText('29 of 180 characters');
  await page.locator('#clan-ad-edit .clan-save').click();
  await expect(page.locator('#clan-ad')).toHaveText(/Raids every evening, join us!/);
  await expect(page.locator('#clan-theme-price')).toHaveText('3 free changes left, then 250 emeralds from the treasury');
  await page.locator('#clan-theme [data-theme="3"]').click();
  await expect(page.locator('#clan-theme [data-theme="3"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#clan-theme-price')).toHaveText('2 free changes left, then 250 emeralds from the treasury');

  await page.locator('#clan-tab-rating').click();
  await expect(page.locator('#clan-rating [data-clan-id]').first()).toHaveAttribute('data-clan-id', String(rival.clanId));
  await expect(page.locator(`#clan-rating [data-clan-id="${leader.clanId}"]`)).toHaveAttribute('data-mine', 'true');
  await expect(page.locator('#clan-my-position')).toHaveText('Your clan is number 2 in the rating.');
});

test('in Russian a newbie sees the new advertisement marked, the history in sentences and who may edit', async ({ browser }) => {
  const leader = await foundClan('Северные Волки');
  const newbie = await player('Боря');
  expect((await apiPost(own.baseURL, '/api/clan/invite', { playerId: String(newbie.id) }, leader.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/clan/invitation/accept', { clanId: String(leader.clanId) }, newbie.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/clan/donate', { type: 'GOLD', amount: '100' }, newbie.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/clan/advertisement/set', { content: 'Сбор в шесть' }, leader.token)).status).toBe(200);

  const page = await openClanPage(browser, newbie.token, 'ru');
  await expect(page.locator('#clan-ad')).toHaveAttribute('data-unseen', 'true');
  await expect(page.locator('#clan-ad')).toContainText('Новое');
  await page.locator('#clan-tab-history').click();
  await expect(page.locator('#clan-history [data-kind=goldDonated]')).toContainText('Боря вносит 100 золотых');
  await expect(page.locator('#clan-history [data-kind=invite]')).toContainText('Северные Волки Chief приглашает в клан игрока Боря');
  await page.locator('#clan-tab-recruiting').click();
  await expect(page.locator('#clan-recruit-denied')).toContainText('Набирать в клан могут:');
  await page.locator('#clan-tab-about').click();
  await expect(page.locator('#clan-theme')).toContainText('Тему выбирают:');
  await expect(page.locator('#clan-theme [data-theme="0"]')).toBeDisabled();
  // Shown once: the server now holds it as seen.
  const seen = async () =>
    (await own.server.db.query<{ clan_ad_seen: number }>('SELECT clan_ad_seen FROM players WHERE id = $1', [newbie.id]))[0]?.clan_ad_seen;
  await expect.poll(seen).toBe(1);
});
