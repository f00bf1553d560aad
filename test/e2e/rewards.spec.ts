import { expect, test } from '../support/e2eTest.ts';
import { REWARDS_ACTION, clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 12's Rewards hub on the own site, in both languages, against its own reference server in this process
// (in-memory database, the built own bundle). The own site's rewarded ad is its house ad (platforms/own/houseAd.ts),
// which counts as watched after two seconds: three views credit 15 emeralds, the fourth is refused by the button
// and, asked directly, by the own.server.

const own = ownServer();

const texts = {
  en: { left: (n: number) => `${n} ${n === 1 ? 'view' : 'views'} of 3 left today`, none: 'No views left today: come back tomorrow', watch: 'Watch', chests: 'Chests' },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`the Rewards hub lists the reward pages, and a player watches three ads for emeralds, the fourth refused (${lang})`, async ({ browser }) => {
    const say = texts[lang];
    const { token } = await registerTrialPlayer(own.baseURL);
    const context = await browser.newContext({ baseURL: own.baseURL });
    await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
    const page = await context.newPage();
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#header')).toHaveAttribute('data-mithril', '0', { timeout: 60_000 });

    await clickHeaderAction(page, REWARDS_ACTION[lang]);
    const hub = page.locator('#rewards-page');
    await expect(hub.locator('.rewards-entry')).toHaveCount(6); // tasks, chests, wheel, boosters, events, gifts;
    await expect(hub.locator('#rewards-chests')).toContainText(say.chests);
    const ad = hub.locator('#rewards-ad');
    await expect(ad).toContainText(say.left(3));
    for (const left of [2, 1, 0]) {
      await ad.getByRole('button', { name: say.watch }).click();
      await expect(page.locator('#house-ad')).toBeVisible();
      await expect(ad).toHaveAttribute('data-left', String(left), { timeout: 10_000 });
      await expect(page.locator('#header')).toHaveAttribute('data-mithril', String((3 - left) * 5));
    }
    await expect(ad).toContainText(say.none);
    await expect(ad.getByRole('button', { name: say.watch })).toBeDisabled();
    // The server holds the limit whatever the page does.
    const fourth = await page.evaluate(async (auth) => {
      const r = await fetch('/api/reward/ad/view', { method: 'POST', headers: { authorization: auth } });
      return [r.status, ((await r.json()) as { code: string }).code];
    }, token);
    expect(fourth).toEqual([409, 'DAILY_LIMIT']);

    // The hub leads to the pages it lists.
    await hub.locator('#rewards-chests').click();
    await expect(page.locator('#chests-page')).toBeVisible();
    await context.close();
  });
}
