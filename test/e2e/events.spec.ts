import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { EVENT_CLOCK_OFFSET_MS, EVENT_PLACES, EVENT_TASKS } from '../../core/content/index.ts';
import { openRewardPage, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { openGame as openGameAs } from '../support/openGame.ts';

// Issue 12's events path in both languages against its own reference server in this process (in-memory database,
// the built own bundle). The server's clock stands inside Halloween (Oct 29 12:00 Moscow time) and moves on with
// real time; the pumpkins already gathered are written in the database (the road is not what this path is about).
const HALLOWEEN = Date.UTC(2026, 9, 29, 12) - EVENT_CLOCK_OFFSET_MS;
const startedAt = Date.now();

let movedMs = 0;

const own = ownServer({
  now: () => HALLOWEEN + (Date.now() - startedAt) + movedMs,
});

async function openGame(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const answer = await registerTrialPlayer(own.baseURL, lang === 'ru' ? 'RU' : 'EN');
  await own.server.db.query("UPDATE players SET event_currency = 20, event_key = 'halloween:2026' WHERE id = $1", [answer.json.player.id]);
  // The header settles what fits beside the menu once the road is drawn (openGame's default); an action clicked before may move away.
  return openGameAs(browser, own.baseURL, answer.token, lang);
}

const texts = {
  en: { title: 'Halloween', currency: 'You have 20 pumpkins', wait: /return in\s+6 hours/, early: /return in\s+1 minute/ },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`a player sees Halloween's pumpkins and tasks, visits the snow world and is told to wait 6 hours (${lang})`, async ({ browser }) => {
    const page = await openGame(browser, lang);
    const say = texts[lang];
    await openRewardPage(page, lang, 'events');
    const events = page.locator('#events-page');
    await expect(events.locator('.events')).toHaveAttribute('data-status', 'ready');
    await expect(events.locator('.event-title')).toHaveText(say.title);
    await expect(events.locator('#event-currency')).toHaveText(say.currency);
    await expect(events.locator('[data-task]')).toHaveCount(EVENT_TASKS.length);

    const snow = events.locator('#snow-world');
    await snow.locator('#snow-enter').click();
    await expect(snow).toHaveAttribute('data-state', 'inside');
    await snow.locator('#snow-leave').click();
    await expect(snow).toHaveAttribute('data-state', 'waiting');
    await expect(snow.locator('#snow-wait')).toContainText(say.wait);
    await expect(snow.locator('#snow-enter')).toBeDisabled();

    // Five hours and fifty-nine minutes later the server still refuses; the page says so before the player tries.
    movedMs += 6 * 3_600_000 - 60_000;
    await events.locator('.panel-close').click();
    await expect(events).toHaveCount(0);
    await openRewardPage(page, lang, 'events');
    await expect(events.locator('#snow-wait')).toContainText(say.early);
    const refused = await page.evaluate(async () => {
      const answer = await fetch('/api/snow/enter', { method: 'POST', headers: { authorization: localStorage.getItem('authorization') ?? '' } });
      return { status: answer.status, code: ((await answer.json()) as { code: string }).code };
    });
    expect(refused).toEqual({ status: 409, code: 'SNOW_WORLD_TIME_LIMIT' });
    movedMs = 0;
    await page.context().close();
  });
}

test('the road draws a Halloween pumpkin with a "new" mark, and the player takes it', async ({ browser }) => {
  const page = await openGame(browser, 'en');
  // The nearest pumpkin lies a few steps ahead of the start: its button is in the HUD's "Nearby" list.
  const pumpkin = page.locator(`#road-hud button[data-place-id="${EVENT_PLACES.firstId}"]`);
  await expect(pumpkin).toHaveAttribute('data-place-type', 'RESOURCE');
  await expect(pumpkin).toContainText('Pumpkins: 5');
  await pumpkin.click();
  await expect(pumpkin).toHaveCount(0);

  // The mark leads to the events page, which counts the pumpkin taken; having seen it, the mark is gone.
  await page.getByTestId('road-news').click();
  const events = page.locator('#events-page');
  await expect(events.locator('#event-currency')).toHaveAttribute('data-amount', String(20 + EVENT_PLACES.amount));
  await events.locator('.panel-close').click();
  await expect(page.getByTestId('road-news')).toHaveCount(0);
  await page.context().close();
});
