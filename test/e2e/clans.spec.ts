import { expect, test } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { headerShows, openGame } from '../support/openGame.ts';

// Issue 13's foundation in the browser, against its own reference server in this process (in-memory database, the
// built own bundle). The level and gold no public call grants are written in the database; the second member joins
// through the API, since inviting is not what the page is about yet.

const own = ownServer();

async function player(level: number, gold: number, name: string): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = $2, gold = $3, name = $4 WHERE id = $1', [answer.json.player.id, level, gold, name]);
  return { token: answer.token, id: answer.json.player.id };
}


test('a level-15 player founds a clan, promotes a member with a confirmation and gives gold to the treasury', async ({ browser }) => {
  const leader = await player(15, 1500, 'Founder');
  const page = await openGame(browser, own.baseURL, leader.token, 'en', { ready: headerShows('data-gold', '1500') });
  await clickHeaderAction(page, 'Clan');
  await expect(page.locator('#clan-page .clan')).toHaveAttribute('data-status', 'ready');
  await expect(page.locator('#clan-no-invitations')).toBeVisible();
  await page.locator('#clan-name').fill('Iron Wolves');
  await page.locator('#clan-create-btn').click();
  await expect(page.locator('#clan-card .clan-name')).toHaveText('Iron Wolves');
  await expect(page.locator('#header')).toHaveAttribute('data-gold', '500');
  // The role table is the rules' own, shown to players.
  await page.locator('#clan-roles summary').click();
  await expect(page.locator('#clan-roles')).toContainText('Newbie');
  await expect(page.locator('#clan-roles')).toContainText('hand over the leadership');

  // A second member joins through the API; the page shows them once it reloads the clan.
  const recruit = await player(15, 0, 'Recruit');
  const clanId = (await own.server.db.query<{ clan_id: number }>('SELECT clan_id FROM players WHERE id = $1', [leader.id]))[0]!.clan_id;
  expect((await apiPost(own.baseURL, '/api/clan/invite', { playerId: String(recruit.id) }, leader.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/clan/invitation/accept', { clanId: String(clanId) }, recruit.token)).status).toBe(200);
  await page.locator('#clan-tab-treasury').click();
  await page.locator('#clan-donate-gold').fill('100');
  await page.locator('#clan-donate-btn').click();
  await expect(page.locator('#clan-treasury')).toContainText('100 gold');
  await page.locator('#clan-tab-members').click();
  const row = page.locator('#clan-members .clan-row', { hasText: 'Recruit' });
  await expect(row).toHaveAttribute('data-role', 'NEWBIE');
  await row.getByRole('button', { name: 'Promote' }).click();
  await row.getByRole('button', { name: 'Confirm: Promote' }).click();
  await expect(row).toHaveAttribute('data-role', 'PARTICIPANT');
  await expect(page.getByText('Recruit is now: Member')).toBeVisible();
});

test('a player below level 15 is told in Russian when clans open, before trying', async ({ browser }) => {
  const young = await player(9, 0, 'Young');
  const page = await openGame(browser, own.baseURL, young.token, 'ru', { ready: headerShows('data-gold', '0') });
  await clickHeaderAction(page, 'Клан');
  await expect(page.locator('#clan-locked')).toHaveText(
    'Кланы открываются с 15 уровня: тогда ты сможешь основать клан или вступить в него. Сейчас у тебя 9 уровень.',
  );
});
