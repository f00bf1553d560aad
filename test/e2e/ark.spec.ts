import { expect, test } from '../support/e2eTest.ts';
import { stairStart } from '../../core/rules/index.ts';
import { apiPost, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// The Ark token loop (issue 11 "Ark (for tokens)"), through the page: the Ark shop shows its level before it opens,
// an exchange without a hero ticked is refused with its message, a ticked reserve hero becomes tokens shown in the
// shop, and they buy an Ark hero that lands in the reserve. Its own in-process server: level, tokens and stair are
// written in the database, which no public call grants.

const own = ownServer();

test('a reserve hero exchanged for tokens buys an Ark hero, each refusal said first', async ({ browser }) => {
  const trial = await registerTrialPlayer(own.baseURL);
  const token = trial.token;
  const id: number = trial.json.player.id;
  // Level 2: the heroes shop is open, the Ark (level 3) not yet. Stair 30: the Ark's offers are in reach. 199 tokens:
  // one short of an Ark hero until a usual hero (1 token) is exchanged.
  await own.server.db.query('UPDATE players SET level = 2, gold = 2000, token = 199, best_victory_stair = 29, coordinate = $2 WHERE id = $1', [
    id,
    stairStart(30),
  ]);
  expect((await apiPost(own.baseURL, '/api/heroes/shop/buy', { offerId: 'hero:beast:usual' }, token)).status).toBe(200);

  const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  const openHeroes = async () => {
    await page.goto('/?lang=en');
    await expect(page.locator('#header')).toHaveAttribute('data-gold', /\d/, { timeout: 30_000 });
    if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
    await page.locator('#header-heroes').click();
  };
  const tab = (name: string) => page.locator(`#heroes-page [role=tab][data-tab=${name}]`);
  const arkChip = page.locator('#heroes-shops [data-shop=ark]');
  const archangel = page.locator('#hero-offers [data-offer="hero:archangel:ark"]');
  const purse = page.locator('#hero-shop-purse');
  await openHeroes();

  // Before the player tries: the chip and the shop say the level the Ark opens at.
  await tab('shops').click();
  await expect(arkChip).toHaveAttribute('data-locked', 'true');
  await expect(arkChip).toContainText('from level 3');
  await arkChip.click();
  await expect(page.locator('#hero-shop-locked')).toHaveText('This shop opens at level 3');
  await expect(purse).toHaveText(/Tokens: 199/);
  await expect(archangel.getByRole('button')).toHaveCount(0);

  // No hero ticked: the exchange is refused with the spec's message.
  await tab('squad').click();
  const exchange = page.locator('#heroes-exchange button');
  await exchange.click();
  await expect(page.getByTestId('toasts')).toContainText('Select heroes to exchange');
  const beast = page.locator('#heroes-reserve [data-hero]');
  await expect(beast).toHaveCount(1);
  await beast.getByRole('checkbox').check();
  await expect(exchange).toHaveText('Exchange for 1 token');
  await exchange.click();
  await expect(page.locator('#heroes-reserve-empty')).toBeVisible();

  // A level later (a won battle in play) the Ark is open; the tokens the exchange brought are shown there.
  await own.server.db.query('UPDATE players SET level = 3 WHERE id = $1', [id]);
  await openHeroes();
  await tab('shops').click();
  await expect(arkChip).toHaveAttribute('data-locked', 'false');
  await arkChip.click();
  await expect(page.locator('#hero-shop-locked')).toHaveCount(0);
  await expect(purse).toHaveText(/Tokens: 200/);
  await expect(archangel).toHaveAttribute('data-gate', '');
  await archangel.getByRole('button', { name: 'Buy' }).click();
  await expect(purse).toHaveText(/Tokens: 0/);
  await expect(archangel).toHaveAttribute('data-gate', 'NOT_ENOUGH_TOKENS');
  await expect(archangel.locator('.hero-gate')).toHaveText('Not enough tokens');

  await tab('squad').click();
  await expect(page.locator('#heroes-reserve [data-hero]')).toHaveCount(1);
  await expect(page.locator('#heroes-reserve .hero-label')).toContainText('Archangel');
  await expect(page.locator('#heroes-reserve .hero-quality')).toHaveText('Ark');
  await context.close();
});
