import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { maxCoordinateFor } from '../../core/rules/index.ts';
import { apiPost, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { headerShows, openGame as openGameAs } from '../support/openGame.ts';

// Issue 11's long path, in both languages, against its own reference server in this process (in-memory database,
// the built own bundle). What no public call grants (the level the heroes shop opens at, the money, a place by the
// first lair) is written in the database; the server's clock is the spec's, moved forward to finish an upgrade.
const MINUTE = 60_000;

const own = ownServer();

/** A trial player at level 3 by the first lair, with gold for one usual hero, crystals for a force, and a sword. */
async function richPlayer(): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  await own.server.db.query('UPDATE players SET level = 3, gold = 2900, crystal = 100, coordinate = $2 WHERE id = $1', [
    answer.json.player.id,
    maxCoordinateFor(0),
  ]);
  // The artifact shop is not what this path is about: the sword is bought through the API.
  const sword = await apiPost(own.baseURL, '/api/heroes/shop/buy', { offerId: 'artifact:sword' }, answer.token);
  if (sword.status !== 200) throw new Error(`buying the sword failed: ${sword.status} ${JSON.stringify(sword.json)}`);
  return answer.token;
}

async function openGame(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  return openGameAs(browser, own.baseURL, await richPlayer(), lang, { ready: headerShows('data-gold', '2600') });
}

async function openHeroes(page: Page): Promise<void> {
  // On a narrow screen the action may sit behind the header's menu.
  if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
  await page.locator('#header-heroes').click();
  await expect(page.locator('#heroes-page .heroes')).toHaveAttribute('data-status', 'ready');
}

const tab = (page: Page, name: string) => page.locator(`#heroes-page [role=tab][data-tab=${name}]`);

const texts = {
  en: { squad: 'Squad', backpack: 'Backpack', heal: 'Now pick one of your heroes to heal' },
  ru: { squad: 'Отряд', backpack: 'Рюкзак', heal: 'Теперь выбери своего героя, которого нужно вылечить' },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`a new player buys a hero, fights with three, heals one with a potion, wears an artifact and sees a force finish (${lang})`, async ({
    browser,
  }) => {
    const page = await openGame(browser, lang);
    await openHeroes(page);
    const squad = page.locator('#heroes-squad .hero-slots [data-hero]');
    // The starting hero and companion fight; the reserve is empty and says where heroes come from.
    await expect(squad).toHaveCount(2);
    // Each drawn from its figure beside its name (issue 24): the chosen human and the elf companion.
    await expect(squad.locator('svg.portrait[data-figure]')).toHaveCount(2);
    await expect(page.locator('#heroes-reserve-empty')).toBeVisible();
    await expect(tab(page, 'squad')).toHaveText(texts[lang].squad);

    // Buy a hero: the gate is shown before the tap (none, the money is there), then the hero waits in reserve.
    await tab(page, 'shops').click();
    const offer = page.locator('#hero-offers [data-offer="hero:troll:usual"]');
    await expect(offer).toHaveAttribute('data-gate', '');
    await expect(offer.locator('svg.portrait[data-figure=troll]')).toBeVisible();
    await expect(page.locator('#hero-offers [data-gate="STAIR_TOO_LOW"]').first()).toBeVisible();
    await offer.getByRole('button').click();
    await expect(page.locator('#header')).not.toHaveAttribute('data-gold', '2600');
    await tab(page, 'squad').click();
    const reserved = page.locator('#heroes-reserve [data-hero]');
    await expect(reserved).toHaveCount(1);
    // The row's own button (beside it, View opens the hero's page).
    await reserved.locator('button.btn').click();
    await expect(squad).toHaveCount(3);

    // The sword from the backpack onto the first hero of the squad.
    await tab(page, 'artifacts').click();
    await page.locator('#hero-backpack [data-artifact]').first().getByRole('button').click();
    await expect(page.locator('#hero-worn [data-artifact]')).toHaveCount(1);

    // A force studied over five minutes of the server's clock: under way, then done once the clock has moved.
    await tab(page, 'forces').click();
    const force = page.locator('#hero-forces [data-mark=learnable]').first();
    const forceId = await force.getAttribute('data-force');
    await force.getByRole('button').click();
    const studied = page.locator(`#hero-forces [data-force=${forceId}]`);
    await expect(studied).toHaveAttribute('data-mark', 'upgrading');
    await expect(studied.locator('.hero-timer')).toBeVisible();
    own.advance(6 * MINUTE);
    await page.keyboard.press('Escape');
    await openHeroes(page);
    await tab(page, 'forces').click();
    await expect(studied).not.toHaveAttribute('data-mark', 'upgrading');
    await expect(studied.locator('.hero-timer')).toHaveCount(0);

    // The backpack, from the heroes page: the starting potions and scroll; elixir settings wait for stair 25.
    await page.locator('#heroes-backpack').click();
    await expect(page.locator('#backpack-page h2')).toHaveText(texts[lang].backpack);
    await expect(page.locator('#backpack-items [data-item=smallPotion]')).toHaveAttribute('data-count', '3');
    await expect(page.locator('#elixir-locked')).toContainText('25');
    await expect(page.locator('#elixir-threshold')).toBeDisabled();
    await page.keyboard.press('Escape');

    // The first lair, fought by the three; a potion from the quick slots heals the chosen hero (a free action).
    const lair = page.locator('#road-hud button[data-place-type="CUSTOM_PLACE"]').first();
    await lair.click();
    await waitForScene(page, 'battle');
    const ownSide = page.locator('#battle-hud [data-side=own]');
    await expect(ownSide).toHaveCount(3);
    const potion = page.locator('#battle-hud .consumable-slot[data-item=smallPotion]');
    await expect(potion).toHaveAttribute('data-count', '3');
    await potion.click();
    await expect(potion).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('battle-instruction')).toHaveText(texts[lang].heal);
    await ownSide.nth(2).click();
    await expect(page.locator('#battle-hud .battle-log-potion')).toHaveCount(1);
    await expect(potion).toHaveAttribute('data-count', '2');
    await expect(potion).toHaveAttribute('aria-pressed', 'false');
    await page.context().close();
  });
}
