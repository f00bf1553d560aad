import { expect, test, type Browser } from '../support/e2eTest.ts';
import { openClanRaidTab, seededClanMember } from './clanMember.ts';
import { ownServer } from './ownServer.ts';

// The clan raid tab (issue 13) against its own reference server in this process. The clan and its members are
// written in the database (founding and inviting are clans.spec's); the server clock is moved instead of waiting, and
// the outcome decided at start is fixed in the database so the spec does not depend on the dice (the rules test them).

const own = ownServer();

const member = (clanId: number, role: string, name: string) => seededClanMember(own, clanId, role, name, { mithril: 50 });
const openRaidTab = (browser: Browser, token: string, lang: 'en' | 'ru') => openClanRaidTab(browser, own, token, lang);

const win = (playerId: number) => own.server.db.query("UPDATE clan_raids SET decided = 'WON' WHERE player_id = $1", [playerId]);

test('a leader sets the difficulty, raids, collects a victory and moves the team task; a member speeds up in Russian', async ({ browser }) => {
  const [clan] = await own.server.db.query<{ id: number }>("INSERT INTO clans (name) VALUES ('Raiders') RETURNING id");
  const leader = await member(clan!.id, 'LEADER', 'Warlord');
  const newbie = await member(clan!.id, 'NEWBIE', 'Squire');

  const page = await openRaidTab(browser, leader.token, 'en');
  await expect(page.locator('#clan-raid')).toHaveAttribute('data-state', 'RAID_AVAILABLE');
  await page.locator('#raid-difficulty-EASY').click();
  await expect(page.locator('#raid-difficulty-EASY')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#raid-task-progress')).toHaveText('0 of 6 points. Reward for every member: gold 300, emeralds 5.');
  await page.locator('#raid-start').click();
  await expect(page.locator('#clan-raid')).toHaveAttribute('data-state', 'IN_RAID');
  await expect(page.locator('#raid-running')).toContainText('In a raid (Easy)');
  await expect(page.locator('#raid-speedup')).toHaveText('Finish now for 3 emeralds');
  await win(leader.id);

  // Fifteen minutes pass on the server; the tab reads the raid again when opened.
  own.advance(15 * 60_000 + 1000);
  await page.locator('#clan-tab-members').click();
  await page.locator('#clan-tab-raid').click();
  await page.locator('#raid-collect').click();
  await expect(page.locator('#raid-result')).toHaveText('Victory! Gold: +150, clan experience: +10.');
  await expect(page.locator('#clan-raid')).toHaveAttribute('data-state', 'RAID_WAITING');
  await expect(page.locator('#raid-task-progress')).toHaveText('1 of 6 points. Reward for every member: gold 300, emeralds 5.');
  await expect(page.locator('#header')).toHaveAttribute('data-gold', '150');

  const ru = await openRaidTab(browser, newbie.token, 'ru');
  await expect(ru.locator('#raid-options')).toBeVisible();
  await expect(ru.locator('.raid-difficulty .clan-sub')).toHaveText('Сложность клана: Лёгкая. Её выбирают лидеры и заместители.');
  await expect(ru.locator('#raid-difficulty-HARD')).toBeDisabled();
  await ru.locator('#raid-start').click();
  await ru.locator('#raid-speedup').click();
  await ru.locator('#raid-speedup-confirm').click();
  await expect(ru.locator('#raid-collect')).toHaveText('Забрать');
  await expect(ru.locator('#header')).toHaveAttribute('data-mithril', '47');
});
