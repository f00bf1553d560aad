import { expect, test } from '../support/e2eTest.ts';
import { registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Its own reference server in this process (in-memory database, the built own bundle); the crystals a force study
// costs are written in the database, as no public call grants them.

const own = ownServer();

const texts = {
  en: { back: 'Back to the road', study: 'Study', next: 'Next hero' },
  ru: { back: 'На дорогу', study: 'Изучить', next: 'Следующий герой' },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`a player views a hero from the squad, studies a force on its page and goes back to the road (${lang})`, async ({ browser }) => {
    const answer = await registerTrialPlayer(own.baseURL);
    await own.server.db.query('UPDATE players SET crystal = 100 WHERE id = $1', [answer.json.player.id]);
    const context = await browser.newContext({ baseURL: own.baseURL });
    await context.addInitScript((t) => localStorage.setItem('authorization', t), answer.token);
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/js/creatureChunk')) chunks.push(request.url());
    });
    await page.goto(`/?lang=${lang}`);
    await waitForScene(page, 'road');
    // The hero's page loads on demand: nothing of it before the player asks (issue 11).
    expect(chunks).toEqual([]);

    if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
    await page.locator('#header-heroes').click();
    const first = page.locator('#heroes-squad .hero-slots [data-hero]').first();
    const heroId = await first.getAttribute('data-hero');
    await first.locator('.hero-view').click();

    await waitForScene(page, 'creature');
    expect(chunks).toHaveLength(1);
    await expect(page.locator('#heroes-page')).toHaveCount(0);
    await expect(page.locator('canvas')).toBeVisible();
    const hud = page.locator('#creature-hud');
    await expect(hud).toHaveAttribute('data-hero', heroId ?? '');
    // The gifts around the hero, as the HUD lists them: the human's three forces, none studied yet.
    const gifts = hud.locator('#creature-forces .creature-gift');
    await expect(gifts).toHaveCount(3);
    await expect(gifts.first()).toHaveAttribute('data-marker', 'study');

    await gifts.nth(1).click();
    await expect(gifts.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const force = await gifts.nth(1).getAttribute('data-force');
    await expect(page.locator('#creature-force')).toHaveAttribute('data-force', force ?? '');
    await expect(page.locator('#creature-raise')).toHaveText(texts[lang].study);
    await page.locator('#creature-raise').click();
    // The study runs: the gift now wears its timer, and the details count it down.
    await expect(gifts.nth(1)).toHaveAttribute('data-marker', 'timer');
    await expect(page.locator('#creature-force .hero-timer')).toBeVisible();

    await hud.getByRole('button', { name: texts[lang].next }).click();
    await expect(hud).not.toHaveAttribute('data-hero', heroId ?? '');

    await expect(page.locator('#creature-back')).toHaveText(texts[lang].back);
    // Back to the road by the button in one language and by Escape in the other: both leave the page.
    if (lang === 'en') await page.locator('#creature-back').click();
    else await page.keyboard.press('Escape');
    await waitForScene(page, 'road');
    await expect(hud).toHaveCount(0);
    await context.close();
  });
}
