import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { placesForStair } from '../../core/content/index.ts';
import type { Place } from '../../core/model/index.ts';
import { registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 11 "Road: ARTIFACT, RUNE and CONSUMABLE places generated and usable". Its own reference server in this
// process (in-memory database, the built own bundle): the player is put beside the road's first artifact find by
// writing the coordinate and beaten stairs in the database, which no public call grants.

const own = ownServer();

/** The first artifact find of the content: the same for every player (core/content/roadFinds.ts). */
const artifactFind: Place = (() => {
  for (let stair = 1; stair <= 100; stair += 1) {
    const find = placesForStair(stair).find((p) => p.placeType === 'ARTIFACT');
    if (find) return find;
  }
  throw new Error('no artifact find on the first 100 stairs');
})();

async function besideTheFind(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const answer = await registerTrialPlayer(own.baseURL, lang === 'en' ? 'EN' : 'RU');
  await own.server.db.query('UPDATE players SET best_victory_stair = $2, coordinate = $3 WHERE id = $1', [
    answer.json.player.id, artifactFind.stair, artifactFind.posY,
  ]);
  const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), answer.token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'road');
  return page;
}

const words = {
  en: { take: 'Take: Artifact: ', found: /^Found: .+, now in the backpack$/ },
  ru: { take: 'Взять: Артефакт: ', found: /^Находка: .+ — теперь в рюкзаке$/ },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`a player takes an artifact from the road and finds it in the backpack (${lang})`, async ({ browser }) => {
    const page = await besideTheFind(browser, lang);
    const button = page.locator(`#road-hud button[data-place-id="${artifactFind.id}"]`);
    await expect(button).toHaveAttribute('data-place-type', 'ARTIFACT');
    await expect(button).toContainText(words[lang].take);
    await button.click();

    await expect(page.getByTestId('toasts')).toContainText(words[lang].found);
    await expect(button).toHaveCount(0);

    if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
    await page.locator('#header-heroes').click();
    await page.locator('#heroes-page [role=tab][data-tab=artifacts]').click();
    await expect(page.locator('#hero-backpack [data-artifact]')).toHaveCount(1);
    await page.context().close();
  });
}
