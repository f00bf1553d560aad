import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { openClanPage } from './clanMember.ts';
import { registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 13's gear factory gift and hall of fame in the browser, against an own in-process server. The clans, their
// building levels and treasuries are written in the database: building them is another slice's page.

const own = ownServer();

async function player(name: string): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = 15, gold = 0, name = $2 WHERE id = $1', [answer.json.player.id, name]);
  return { token: answer.token, id: answer.json.player.id };
}

/** A clan of `members` with the factory and hall at the levels given and a treasury of gears and gold. */
async function clan(members: { id: number; role: string }[], levels: { factory: number; hall: number }, gears: number, gold: number): Promise<number> {
  const db = own.server.db;
  const [row] = await db.query<{ id: number }>('INSERT INTO clans (name, gears, gold) VALUES ($1, $2, $3) RETURNING id', [
    `Forge ${members[0]!.id}`, gears, gold,
  ]);
  const id = row!.id;
  for (const [type, level] of [['GEAR_FACTORY', levels.factory], ['HALL_OF_FAME', levels.hall]] as const) {
    await db.query('INSERT INTO clan_buildings (clan_id, type, level) VALUES ($1, $2, $3)', [id, type, level]);
  }
  for (const m of members) {
    await db.query('INSERT INTO clan_members (player_id, clan_id, role, joined_at) VALUES ($1, $2, $3, now())', [m.id, id, m.role]);
    await db.query('UPDATE players SET clan_id = $2 WHERE id = $1', [m.id, id]);
  }
  return id;
}

async function openClan(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await openClanPage(browser, own, token, lang);
  await expect(page.locator('#clan-card')).toBeVisible();
  return page;
}

test('a leader takes the factory gift once a day and raises a class in the hall from the treasury', async ({ browser }) => {
  const leader = await player('Smith');
  const clanId = await clan([{ id: leader.id, role: 'LEADER' }], { factory: 2, hall: 1 }, 100, 5000);
  const page = await openClan(browser, leader.token, 'en');

  await page.locator('#clan-tab-factory').click();
  await expect(page.locator('#clan-factory')).toContainText('Gear factory, level 2');
  await page.locator('#clan-factory-take').click();
  const [gift] = await own.server.db.query<{ kind: string; amount: number }>('SELECT kind, amount FROM clan_factory_gifts WHERE player_id = $1', [leader.id]);
  await expect(page.locator('#clan-factory-taken')).toHaveAttribute('data-kind', gift!.kind);
  await expect(page.locator('#clan-factory-taken')).toContainText(String(gift!.amount));
  await expect(page.locator('#clan-factory-next')).toContainText('The next one comes in');
  await expect(page.locator('#clan-factory-take')).toHaveCount(0);

  await page.locator('#clan-tab-hall').click();
  const elf = page.locator('#clan-hall-elf');
  await expect(elf).toContainText('no bonus yet');
  // Level 2 in one jump: levels 1 and 2, 60 gears and 1500 gold.
  await elf.locator('button[data-to="2"]').click();
  await expect(elf).toHaveAttribute('data-level', '2');
  await expect(elf).toContainText('level 2: +6%');
  const [treasury] = await own.server.db.query<{ gold: number }>('SELECT gold FROM clans WHERE id = $1', [clanId]);
  expect(treasury!.gold).toBe(3500);
  await expect(page.locator('#clan-treasury')).toContainText('3500 gold');
});

test('a newbie is told in Russian who builds the factory and who raises classes in the hall', async ({ browser }) => {
  const leader = await player('Elder');
  const newbie = await player('Novice');
  await clan([{ id: leader.id, role: 'LEADER' }, { id: newbie.id, role: 'NEWBIE' }], { factory: 0, hall: 1 }, 100, 5000);
  const page = await openClan(browser, newbie.token, 'ru');

  await page.locator('#clan-tab-factory').click();
  await expect(page.locator('#clan-factory-unbuilt')).toContainText('У клана ещё нет фабрики шестерёнок');
  await expect(page.locator('#clan-factory-unbuilt')).toContainText('Лидер');
  await page.locator('#clan-tab-hall').click();
  await expect(page.locator('#clan-hall-who')).toContainText('Классы повышают за счёт казны: Лидер');
  await expect(page.locator('#clan-hall-elf')).toContainText('пока без бонуса');
  await expect(page.locator('#clan-hall .clan-fh-raise')).toHaveCount(0);
});
