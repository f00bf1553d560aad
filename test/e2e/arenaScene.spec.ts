import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { ARENA_LEVEL } from '../../core/model/index.ts';
import { ARENA_OPPONENT, cupsChange } from '../../core/rules/index.ts';
import { apiGet, clickHeaderAction, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 14, the arena scene: Attack opens the league's arena with the opponent the server holds; the card names the
// defender made in the database, Fight fights exactly them, Back returns to the road. Levels, names and cups
// are written in the database: no call grants them.
const own = ownServer();

async function arenaPlayer(name: string, cups: number): Promise<{ id: number; token: string }> {
  const { json, token } = await registerTrialPlayer(own.baseURL);
  const id: number = json.player.id;
  await apiGet(own.baseURL, '/api/heroes', token);
  await own.server.db.query('UPDATE players SET name = $2, level = $3 WHERE id = $1', [id, name, ARENA_LEVEL]);
  expect((await apiGet(own.baseURL, '/api/arena/info', token)).status).toBe(200);
  await own.server.db.query('UPDATE arena_players SET cups = $2 WHERE player_id = $1', [id, cups]);
  return { id, token };
}

async function openArenaScene(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'road');
  await clickHeaderAction(page, lang === 'en' ? 'Arena' : 'Арена');
  await page.locator('#arena-attack').click();
  await waitForScene(page, 'arena');
  return page;
}

test('the arena scene shows the held opponent; Fight fights them, Back returns to the arena page', async ({ browser }) => {
  const warden = await arenaPlayer('Warden', 500);
  const raider = await arenaPlayer('Raider', 250);
  const stake = cupsChange(250, 500, true).attacker;

  const page = await openArenaScene(browser, raider.token, 'en');
  const card = page.locator('#arena-opponent');
  await expect(page.locator('#arena-opponent-name')).toHaveText('Warden');
  await expect(card).toContainText('Bronze league');
  await expect(card).toContainText('500 cups');
  await expect(page.locator('#arena-stakes')).toContainText(`Win: +${stake} cups`);
  await expect(page.locator('#arena-next')).toContainText(`free, ${ARENA_OPPONENT.freeRerolls} left today`);
  // The card lists the squad the server holds for the fight (asked again: the same hold answers).
  const held = await apiGet(own.baseURL, '/api/arena/opponent', raider.token);
  expect(held.json.id).toBe(warden.id);
  await expect(page.locator('#arena-opponent-squad li')).toHaveCount(held.json.squad.length);
  // Each of their heroes beside its name, facing left as enemies do (issue 24).
  await expect(page.locator('#arena-opponent-squad li svg.portrait[data-figure]')).toHaveCount(held.json.squad.length);
  await expect(page.locator('#arena-opponent-squad svg.portrait').first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await page.locator('#arena-fight').click();
  await waitForScene(page, 'battle');
  const [battle] = await own.server.db.query<{ defender_id: number }>(
    "SELECT defender_id FROM battles WHERE player_id = $1 AND type = 'ARENA' ORDER BY id DESC LIMIT 1",
    [raider.id],
  );
  expect(battle?.defender_id).toBe(warden.id);

  const ru = await openArenaScene(browser, warden.token, 'ru');
  await expect(ru.locator('#arena-opponent-name')).toHaveText('Raider');
  await expect(ru.locator('#arena-stakes')).toContainText(`Победа: +${cupsChange(500, 250, true).attacker} кубк`);
  await expect(ru.locator('#arena-fight')).toHaveText('В бой');
  await expect(ru.locator('#arena-scene-back')).toHaveText('Назад на арену');
  await ru.locator('#arena-scene-back').click();
  // Back where the player came from: the arena page; closing it shows the road.
  await expect(ru.locator('#arena-page')).toBeVisible();
  await ru.keyboard.press('Escape');
  await waitForScene(ru, 'road');
});
