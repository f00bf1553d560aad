import { expect, test } from '../support/e2eTest.ts';
import { guideMarkers } from '../../core/rules/guideSteps.ts';
import { FIRST_BATTLE_MARKER } from '../../core/state/promotionGate.ts';
import { apiPost, openRewardPage, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 12's chests, in both languages, against its own reference server in this process (in-memory database, the
// built own bundle). The purchase that earns the chest is written to the payments table as a host callback would.

let payments = 0;

const own = ownServer();

/** A trial player who bought 3200 emeralds: the silver and azure chests are earned, the amber one is not. */
async function buyer(): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  // The daily reward is a promotion (core/state/promotionGate.ts): this player has walked the guide and fought (and
  // lost) a first battle.
  const guideDone = await apiPost(own.baseURL, '/api/marker/addAll', { markers: [...guideMarkers, FIRST_BATTLE_MARKER].join(',') }, answer.token);
  if (guideDone.status !== 200) throw new Error(`marker/addAll failed: ${guideDone.status}`);
  payments += 1;
  await own.server.db.query(
    `INSERT INTO payments (host, host_payment_id, player_id, pack, emeralds, amount, currency)
     VALUES ('vk', $1, $2, 'pack', 3200, 100, 'RUB')`,
    [`e2e-${payments}`, answer.json.player.id],
  );
  return answer.token;
}

const texts = {
  en: { amberGoal: 'Buy 7,000 emeralds in total to earn the amber chest', received: 'You received', bought: 'Emeralds bought in total: 3,200' },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`a player takes the daily reward from the prompt and opens the chest a purchase earned (${lang})`, async ({ browser }) => {
    const token = await buyer();
    // Wide enough for every header action to sit in the bar, so no page can cover the menu mid-retry.
    const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 1600, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
    const page = await context.newPage();
    const text = texts[lang];
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#header')).toHaveAttribute('data-gold', /\d+/, { timeout: 60_000 });
    const gold = Number(await page.locator('#header').getAttribute('data-gold'));

    // The daily gift, offered as soon as the game is in: taken from the prompt, its gold shows in the header.
    const prompt = page.locator('#daily-prompt');
    await prompt.locator('[data-daily=okDaily] button').click();
    await expect(page.locator('#header')).toHaveAttribute('data-gold', String(gold + 200));
    await expect(page.locator('.toast, [role=status]', { hasText: text.received }).first()).toBeVisible();

    await openRewardPage(page, lang, 'chests');
    const chests = page.locator('#chests-page .chests');
    await expect(chests).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('#chests-bought')).toContainText(text.bought);
    await expect(chests.locator('[data-daily=okDaily]')).toHaveAttribute('data-available', 'false');
    // Not earned yet: the page says what earns it, and its button is off.
    const amber = chests.locator('[data-chest=amber]');
    await expect(amber).toContainText(text.amberGoal);
    await expect(amber.locator('button')).toBeDisabled();
    // The free chest started when the page opened.
    await expect(page.locator('#delayed-speedup')).toBeVisible();

    const azure = chests.locator('[data-chest=azure]');
    await azure.locator('button').click();
    await expect(azure).toHaveAttribute('data-opened', 'true');
    await expect(page.locator('#chests-prizes')).toContainText(text.received);
    await expect(page.locator('#header')).toHaveAttribute('data-gold', String(gold + 200 + 3000));
    await context.close();
  });
}
