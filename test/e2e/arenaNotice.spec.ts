import { expect, test } from '../support/e2eTest.ts';
import { ARENA_LEVEL, StompDestination } from '../../core/model/index.ts';
import { cupsChange } from '../../core/rules/index.ts';
import { apiGet, apiPost, clickHeaderAction, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 14, the notice: a player on the road whose squad another player attacks (through the API: the attack, a
// give-up, the completion) is told by a toast and the header's Arena action is marked until the arena page opens.
const own = ownServer();
const START_CUPS = 200;

/** A named player at the arena's level who entered the arena with START_CUPS. */
async function arenaPlayer(name: string): Promise<{ id: number; clientUuid: string; token: string }> {
  const { json, token } = await registerTrialPlayer(own.baseURL);
  const id: number = json.player.id;
  await apiGet(own.baseURL, '/api/heroes', token);
  const [row] = await own.server.db.query<{ client_uuid: string }>('UPDATE players SET name = $2, level = $3 WHERE id = $1 RETURNING client_uuid', [id, name, ARENA_LEVEL]);
  const clientUuid = row!.client_uuid;
  expect((await apiGet(own.baseURL, '/api/arena/info', token)).status).toBe(200);
  await own.server.db.query('UPDATE arena_players SET cups = $2 WHERE player_id = $1', [id, START_CUPS]);
  return { id, clientUuid, token };
}

test("the defender away from the arena gets a toast and the Arena marker when another player's attack completes", async ({ browser }) => {
  const keeper = await arenaPlayer('Keeper');
  const raider = await arenaPlayer('Raider');
  // A phone's width: Arena is behind the header's menu, whose button carries the marker too.
  const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), keeper.token);
  const page = await context.newPage();
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  const arena = page.locator('#header-arena');
  await expect(arena).not.toHaveAttribute('data-news', 'true');
  // The notice goes out on the personal channel: attack once the defender's page is subscribed to it (a session
  // CONNECTed but not yet SUBSCRIBEd would miss it).
  await expect.poll(() => own.server.broker.subscribersOf(StompDestination.personal(keeper.clientUuid))).toBeGreaterThan(0);

  expect((await apiPost(own.baseURL, '/api/battle/arena/attack', {}, raider.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/battle/giveUpBattle', {}, raider.token)).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/battle/complete', {}, raider.token)).status).toBe(200);

  const gained = cupsChange(START_CUPS, START_CUPS, false).defender;
  await expect(page.getByTestId('toasts')).toContainText(`Raider attacked you in the arena and lost: +${gained} cups`);
  await expect(arena).toHaveAttribute('data-news', 'true');
  await expect(page.locator('#header-menu .header-news')).toHaveCount(1);
  await clickHeaderAction(page, 'Arena');
  await expect(page.locator('#arena-cups')).toHaveText(`${START_CUPS + gained} cups`);
  await page.keyboard.press('Escape');
  await expect(page.locator('#arena-page')).toHaveCount(0);
  await expect(arena).not.toHaveAttribute('data-news', 'true');
  await expect(page.locator('#header-menu .header-news')).toHaveCount(0);
  await context.close();
});
