import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { WHEEL_RULES } from '../../core/content/index.ts';
import { wheelDay } from '../../core/rules/index.ts';
import { openRewardPage, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 12's wheel path in both languages against its own reference server in this process (in-memory database,
// the built own bundle). The tickets and the spins already made today are written in the database: no public call
// grants them, and the road is not what this path is about.

const own = ownServer();

/** A trial player with two tickets and one usual spin left today. */
async function playerWithTickets(): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id = answer.json.player.id;
  await own.server.db.query('UPDATE players SET tickets = 2 WHERE id = $1', [id]);
  await own.server.db.query('INSERT INTO wheel_states (player_id, day, spins_today) VALUES ($1, $2, $3)', [
    id,
    wheelDay(Date.now(), WHEEL_RULES.dayOffsetMs),
    WHEEL_RULES.dailySpins - 1,
  ]);
  return answer.token;
}

async function openGame(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const token = await playerWithTickets();
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  // The header settles what fits beside the menu once the road is drawn; an action clicked before may move away.
  await waitForScene(page, 'road');
  return page;
}

const texts = {
  en: { tickets: (n: number) => `Tickets: ${n}`, spins: `Spins today: ${WHEEL_RULES.dailySpins} of ${WHEEL_RULES.dailySpins}`, limit: 'The wheel ticket daily limit is reached' },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`a player spins the wheel with a ticket, takes the prize and meets the daily limit (${lang})`, async ({ browser }) => {
    const page = await openGame(browser, lang);
    const say = texts[lang];
    await openRewardPage(page, lang, 'wheel');
    const wheel = page.locator('#wheel-page');
    await expect(wheel.locator('.wheel')).toHaveAttribute('data-status', 'ready');
    await expect(wheel.locator('#wheel-tickets')).toHaveText(say.tickets(2));
    await expect(wheel.locator('#wheel-gate')).toHaveCount(0);

    await wheel.locator('#wheel-spin').click();
    await expect(wheel.locator('#wheel-tickets')).toHaveText(say.tickets(1));
    // The renderer turns the wheel to the server's sector; the prize shows once it stands.
    await expect(wheel.locator('.wheel-stage')).toHaveAttribute('data-landed', 'true');
    await expect(wheel.locator('#wheel-result')).toBeVisible();
    await wheel.locator('#wheel-take').click();

    await expect(wheel.locator('#wheel-taken')).toBeVisible();
    await expect(wheel.locator('#wheel-spins')).toHaveText(say.spins);
    await expect(wheel.locator('#wheel-gate')).toContainText(say.limit);
    await expect(wheel.locator('#wheel-spin')).toBeDisabled();
    await page.context().close();
  });
}
