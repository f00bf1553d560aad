import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { openGame } from '../support/openGame.ts';

// Issue 13's clan scene in the browser, against its own reference server in this process (in-memory database, the
// built own bundle). The level, gold and building levels no public call grants yet are written in the database.

const own = ownServer();

interface ClanHallBuilding {
  type: string;
  level: number;
  look: { storeys: number; scaffolding: boolean; glow: boolean };
  x: number;
  y: number;
}

/** A level-15 leader of a clan whose gear factory stands at level 2, the school of experience under construction. */
async function leaderWithHall(name: string): Promise<{ token: string }> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id = answer.json.player.id as number;
  await own.server.db.query('UPDATE players SET level = 15, gold = 1500, name = $2 WHERE id = $1', [id, name]);
  expect((await apiPost(own.baseURL, '/api/clan/create', { name }, answer.token)).status).toBe(200);
  const [row] = await own.server.db.query<{ clan_id: number }>('SELECT clan_id FROM players WHERE id = $1', [id]);
  await own.server.db.query(`UPDATE clan_buildings SET level = 2 WHERE clan_id = $1 AND type = 'GEAR_FACTORY'`, [row!.clan_id]);
  await own.server.db.query(
    `UPDATE clan_buildings SET level = 1, state = 'PROCESSING', finishes_at = $2 WHERE clan_id = $1 AND type = 'EXPERIENCE'`,
    [row!.clan_id, new Date(Date.now() + 3_600_000)],
  );
  return { token: answer.token };
}


const hallBuildings = (page: Page) => page.evaluate(() => window.clanHall?.buildings() ?? []) as Promise<ClanHallBuilding[]>;

test('a member visits the clan hall through its loading scene, sees each building as built, taps one and goes back', async ({ browser }) => {
  const leader = await leaderWithHall('Stone Owls');
  const page = await openGame(browser, own.baseURL, leader.token, 'en');
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/js/clanChunk')) chunks.push(request.url());
  });
  // The buildings' answer waits until the test has seen the loading scene, so it cannot flash past unseen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // `**` at the end: the call carries its session in the query, which a glob ending at `list` would not match.
  await page.route('**/api/clan/building/list**', async (route) => {
    await held;
    await route.continue();
  });

  await clickHeaderAction(page, 'Clan');
  await page.locator('#clan-visit-hall').click();
  await expect(page.locator('#clan-hall-loading')).toBeVisible();
  await expect(page.locator('#clan-hall-loading')).toContainText('Opening the clan hall');
  release();
  await waitForScene(page, 'clan');
  // The hall's code came on demand, once.
  expect(chunks).toHaveLength(1);

  await expect(page.locator('#clan-hall-hud h2')).toHaveText('Stone Owls');
  const buildings = await hallBuildings(page);
  expect(buildings.map((b) => b.type).sort()).toEqual(['CLAN_SHIELD', 'EXPERIENCE', 'GEAR_FACTORY', 'HALL_OF_FAME', 'SNOW_WORLD']);
  const of = (type: string) => buildings.find((b) => b.type === type)!;
  expect(of('HALL_OF_FAME').look).toMatchObject({ storeys: 0, scaffolding: false });
  expect(of('GEAR_FACTORY').look).toMatchObject({ storeys: 2, scaffolding: false });
  expect(of('EXPERIENCE').look).toMatchObject({ storeys: 1, scaffolding: true });
  await expect(page.locator('[data-building=HALL_OF_FAME]')).toContainText('Empty plot');
  await expect(page.locator('[data-building=EXPERIENCE]')).toContainText('Level 1, building…');

  // Drawn, not only listed: the built factory's plot and the empty plot of the hall of fame are different pictures.
  const canvas = page.locator('canvas');
  const clip = (b: ClanHallBuilding) => ({ x: b.x - 30, y: b.y - 40, width: 60, height: 40 });
  const box = (await canvas.boundingBox())!;
  const shot = (b: ClanHallBuilding) => page.screenshot({ clip: { ...clip(b), x: box.x + clip(b).x, y: box.y + clip(b).y } });
  expect((await shot(of('GEAR_FACTORY'))).equals(await shot(of('HALL_OF_FAME')))).toBe(false);

  // A tap on the factory opens the clan page at the factory's tab, or at the first while the page has none.
  const factory = of('GEAR_FACTORY');
  await canvas.click({ position: { x: factory.x, y: factory.y } });
  await expect(page.locator('#clan-page')).toBeVisible();
  const expected = (await page.locator('#clan-tab-factory').count()) > 0 ? '#clan-tab-factory' : '.clan-tabs [role=tab] >> nth=0';
  await expect(page.locator(expected)).toHaveAttribute('aria-selected', 'true');
  await page.locator('#clan-page .panel-close').click();
  await expect(page.locator('#clan-page')).toHaveCount(0);

  await page.locator('#clan-hall-back').click();
  await waitForScene(page, 'road');
  expect(await page.evaluate(() => window.clanHall === undefined)).toBe(true);
});

test('the clan hall speaks Russian to a Russian player', async ({ browser }) => {
  const leader = await leaderWithHall('Каменные совы');
  const page = await openGame(browser, own.baseURL, leader.token, 'ru');
  await clickHeaderAction(page, 'Клан');
  await page.getByRole('button', { name: 'Зайти в зал клана' }).click();
  await waitForScene(page, 'clan');
  await expect(page.locator('[data-building=HALL_OF_FAME]')).toContainText('Зал славы');
  await expect(page.locator('[data-building=HALL_OF_FAME]')).toContainText('Пустой участок');
  await expect(page.locator('[data-building=EXPERIENCE]')).toContainText('Уровень 1, идёт стройка…');
  await page.getByRole('button', { name: 'На дорогу' }).click();
  await waitForScene(page, 'road');
});
