import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 12's shops, in both languages, against an in-process reference server whose clock stands inside the Black
// Friday window of 2026 (it opens on Friday 27 November at 12:00 Moscow time, 09:00 UTC). The level the monastery
// opens at and the money are written in the database: earning them is not what this path is about.
const BLACK_FRIDAY = Date.parse('2026-11-27T09:00:00Z');

const started = Date.now();

const own = ownServer({
  // An hour into the sale, moving with real time so the page's countdown and the server agree.
  now: () => BLACK_FRIDAY + 3_600_000 + (Date.now() - started),
});

async function openGame(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = 3, gold = 1200, mithril = 300 WHERE id = $1', [answer.json.player.id]);
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), answer.token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('#header')).toHaveAttribute('data-gold', '1200', { timeout: 60_000 });
  return page;
}

const texts = {
  en: { shop: 'Shop', packs: 'Packs', monastery: 'Monastery', used: 'You have already used the offering', sale: 'Black Friday' },
  ru: { shop: 'Лавка', packs: 'Наборы', monastery: 'Монастырь', used: 'Это предложение уже использовано', sale: 'Чёрная пятница' },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`a player buys a pack at the Black Friday price and makes one monastery offering a day (${lang})`, async ({ browser }) => {
    const page = await openGame(browser, lang);
    await clickHeaderAction(page, texts[lang].shop);
    const hub = page.locator('#shops-hub');
    // Every shop is listed with its gate before the player opens it: the shadow town opens at level 20.
    await expect(hub.locator('[data-entry=shadow]')).toHaveAttribute('data-locked', 'true');

    await hub.locator('[data-entry=packs] button').click();
    await expect(page.locator('#shops-sale')).toContainText(texts[lang].sale);
    const warrior = page.locator('[data-offer="packs:warrior"]');
    await expect(warrior.locator('.hero-price')).toContainText('125');
    // A pack with a hero shows that hero's portrait (issue 24); a pack of goods only keeps its name alone.
    await expect(page.locator('[data-offer="packs:legend"] svg.portrait[data-figure]')).toBeVisible();
    await expect(warrior.locator('svg.portrait')).toHaveCount(0);
    await warrior.getByRole('button').click();
    await expect(page.locator('#shops-purse [data-currency=mithril]')).toContainText('175');

    await page.locator('#shops-back').click();
    await hub.locator('[data-entry=monastery] button').click();
    const offering = page.locator('[data-offer="monastery:offering"]');
    await offering.getByRole('button').click();
    // The second offering the same Moscow day is refused, and the page says so before the player tries.
    await expect(offering).toHaveAttribute('data-gate', 'OFFERING_USED');
    await expect(offering.locator('.hero-gate')).toHaveText(texts[lang].used);
    await expect(page.locator('#shops-purse [data-currency=gold]')).toContainText('10700');
  });
}
