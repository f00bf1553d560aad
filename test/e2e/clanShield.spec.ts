import { expect, test, type Browser } from '../support/e2eTest.ts';
import { placesForStair } from '../../core/content/index.ts';
import { maxCoordinateFor } from '../../core/rules/index.ts';
import { apiPost, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 13's clan shield in a battle in the browser, against its own reference server. The clan, its CLAN_SHIELD at
// level 5 and a lair battle are set up through the database and the API, and the monsters made strong enough that
// their blows come back: the battle log and the blue number are the point.

const own = ownServer();
const LAIR_1 = placesForStair(1)[0]!;

/** A member of a clan whose shield is at level 5, in a lair battle whose monsters hit hard. */
async function shieldedBattle(name: string): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id: number = answer.json.player.id;
  const db = own.server.db;
  await db.query('UPDATE players SET level = 15, name = $2 WHERE id = $1', [id, name]);
  const [clan] = await db.query<{ id: number }>('INSERT INTO clans (name) VALUES ($1) RETURNING id', [`${name} clan`]);
  await db.query("INSERT INTO clan_buildings (clan_id, type, level) VALUES ($1, 'CLAN_SHIELD', 5)", [clan!.id]);
  await db.query("INSERT INTO clan_members (player_id, clan_id, role, joined_at) VALUES ($1, $2, 'LEADER', now())", [id, clan!.id]);
  await db.query('UPDATE players SET clan_id = $2 WHERE id = $1', [id, clan!.id]);
  const moved = await apiPost(own.baseURL, '/api/player/v3/coordinate/set', { coordinate: String(maxCoordinateFor(0)), contextId: '0' }, answer.token);
  expect(moved.status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/battle/place/attack', { placeId: String(LAIR_1.id) }, answer.token)).status).toBe(200);
  await db.query(
    `UPDATE battles SET state = jsonb_set(state, '{creatures}', (
       SELECT jsonb_agg(CASE WHEN c->'playerId' = 'null'::jsonb THEN jsonb_set(c, '{skills}', (
         SELECT jsonb_agg(CASE WHEN s->>'skillType' = 'attack' THEN s || '{"valueCurrent": 10000, "valueTotal": 10000}'::jsonb ELSE s END)
           FROM jsonb_array_elements(c->'skills') s)) ELSE c END)
         FROM jsonb_array_elements(state->'creatures') c)) WHERE player_id = $1`,
    [id],
  );
  return answer.token;
}

async function skipInBattle(browser: Browser, token: string, lang: 'en' | 'ru', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: own.baseURL, viewport });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'battle');
  await page.getByRole('button', { name: lang === 'en' ? 'Skip' : 'Пропустить ход', exact: true }).click();
  return page;
}

test("a shielded member's heroes hit back: the log tells it in English and Russian", async ({ browser }) => {
  const en = await skipInBattle(browser, await shieldedBattle('Bulwark'), 'en', { width: 1280, height: 800 });
  const line = en.getByTestId('battle-log').locator('.battle-log-reflected').first();
  await expect(line).toHaveText(/^The clan shield strikes the .+ back for \d+ points?/);

  const ru = await skipInBattle(browser, await shieldedBattle('Бастион'), 'ru', { width: 390, height: 844 });
  await expect(ru.getByTestId('battle-log').locator('.battle-log-reflected').first()).toHaveText(
    /^Щит клана бьёт .+ в ответ(,| и) отнимает \d+ единиц[уы]? здоровья/,
  );
});
