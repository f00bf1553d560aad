import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { CLAN_BOSS, clanBossScale } from '../../core/rules/index.ts';
import { openClanRaidTab, seededClanMember } from './clanMember.ts';
import { apiGet, clickHeaderAction, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 14's MULTI battle: two clan members fight the clan boss together, each in their own browser, one in English
// and one in Russian. The clan and the squads' strength are written in the database; the gathering window is passed
// by moving the server's clock; the turns, the pushes on the clan channel and the shared win are the real ones.
const own = ownServer();

async function member(clanId: number, role: string, name: string, attack: number): Promise<string> {
  const { token, id } = await seededClanMember(own, clanId, role, name);
  await apiGet(own.baseURL, '/api/heroes', token);
  await own.server.db.query(
    `UPDATE creatures SET data = jsonb_set(data, '{skills}', (
       SELECT jsonb_agg(CASE WHEN s->>'skillType' = 'attack'
                             THEN s || jsonb_build_object('valueTotal', $2::integer, 'valueCurrent', $2::integer) ELSE s END)
         FROM jsonb_array_elements(data->'skills') s)) WHERE player_id = $1`,
    [id, attack],
  );
  return token;
}

const openRaidTab = (browser: Browser, token: string, lang: 'en' | 'ru') => openClanRaidTab(browser, own, token, lang);

/** The mover hits with the hint until the turn passes to the other player or the battle is decided. */
async function move(page: Page, hint: string, hit: string): Promise<void> {
  const hud = page.locator('#battle-hud');
  const turnBefore = await hud.getAttribute('data-turn');
  await page.getByRole('button', { name: hint, exact: true }).click();
  await expect(hud).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: hit, exact: true }).click();
  await expect(hud).not.toHaveAttribute('data-turn', turnBefore ?? '');
}

test('two clan members fight the clan boss together: gathering, turns by strength, a clear wait, one shared win', async ({ browser }) => {
  const [clan] = await own.server.db.query<{ id: number }>("INSERT INTO clans (name) VALUES ('Boss hunters') RETURNING id");
  const opener = await member(clan!.id, 'LEADER', 'Warlord', 100_000);
  const joiner = await member(clan!.id, 'PARTICIPANT', 'Squire', 200_000);

  const a = await openRaidTab(browser, opener, 'en');
  await expect(a.locator('#clan-boss')).toContainText('Fight a boss together: up to 3 members');
  const b = await openRaidTab(browser, joiner, 'ru');
  await expect(b.locator('#clan-boss-open')).toHaveText('Позвать клан на босса');

  await a.locator('#clan-boss-open').click();
  await waitForScene(a, 'battle');
  await expect(a.locator('#multi-turn')).toContainText('Allies are gathering: the battle starts in');
  // The clan channel tells the other member at once: their tab now offers to join, and so does a line in the clan
  // chat, worded in their language; they join from there.
  await expect(b.locator('#clan-boss-gathering')).toContainText('Собирается 1 боец (Warlord): бой начнётся через');
  await b.keyboard.press('Escape');
  await clickHeaderAction(b, '#header-chat');
  await b.getByRole('tab', { name: 'Клан' }).click();
  const call = b.locator('.clan-boss-call');
  await expect(call).toContainText('Warlord зовёт клан на босса!');
  await call.getByRole('button', { name: 'Вступить в бой' }).click();
  await waitForScene(b, 'battle');
  // The ally stands with the squad: the HUD lists only the boss's monsters as enemies.
  const enemies = b.locator('.battle-side').first().locator('button');
  await expect(enemies).toHaveCount(CLAN_BOSS.monsters);
  const baseHealth = Number(await enemies.first().getAttribute('data-health'));

  own.advance(CLAN_BOSS.gatherMs + 1000);
  // Squire's squad is the stronger: Squire moves first; Warlord is told to wait, by name.
  await b.reload();
  await waitForScene(b, 'battle');
  // Two started the fight: the boss has the health the scale gives two players.
  await expect(enemies.first()).toHaveAttribute('data-health', String(Math.round((baseHealth * clanBossScale(2).healthPct) / 100)));
  await expect(b.locator('#multi-turn')).toContainText('Твой ход');
  await expect(a.locator('#multi-turn')).toContainText('Squire is moving now');
  await move(b, 'Подсказка', 'Ударить');
  await expect(a.locator('#multi-turn')).toContainText('Your turn');
  await expect(b.locator('#multi-turn')).toContainText('Сейчас ходит Warlord');

  const hudA = a.locator('#battle-hud');
  const hudB = b.locator('#battle-hud');
  for (let k = 0; k < 8 && (await hudA.getAttribute('data-outcome')) === 'NONE'; k++) {
    const mine = (await a.locator('#multi-turn').getAttribute('data-mine')) === 'true';
    const [mover, other] = mine ? [hudA, hudB] : [hudB, hudA];
    if (mine) await move(a, 'Hint', 'Hit');
    else await move(b, 'Подсказка', 'Ударить');
    // The other player's screen follows the move through the clan channel.
    await expect(other).toHaveAttribute('data-turn', (await mover.getAttribute('data-turn')) ?? '');
  }
  await expect(hudA).toHaveAttribute('data-outcome', 'WIN');
  await expect(hudB).toHaveAttribute('data-outcome', 'WIN');
  await a.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForScene(a, 'road');
  expect(Number(await a.locator('#header').getAttribute('data-gold'))).toBeGreaterThan(0);
});
