import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { openGame } from '../support/openGame.ts';

// Issue 12's gifts: player A (level 15) finds B in the rating, sends B gold from B's profile; B sees the new gift
// live, accepts it in the inbox and the gold arrives. Levels and gold are written in the database (no public call
// grants them); the status tier is set there too, to be seen on the profile.
let seq = 0;

const own = ownServer();

async function makePlayer(name: string, level: number, gold: number, bonusPoints = 0): Promise<{ id: number; token: string }> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id: number = answer.json.player.id;
  await own.server.db.query('UPDATE players SET name = $2, level = $3, gold = $4, bonus_points = $5, access_level = $6 WHERE id = $1', [
    id,
    name,
    level,
    gold,
    bonusPoints,
    'PLAYER',
  ]);
  return { id, token: answer.token };
}

async function signIn(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  return openGame(browser, own.baseURL, token, lang, { ready: (page) => expect(page.locator('#header-chat')).toBeVisible({ timeout: 60_000 }) });
}

const texts = {
  en: { give: 'Give', sent: 'Gift sent', accept: 'Accept', accepted: 'Accepted', silver: 'Silver', gold: 'Gold: 250', name: 'Player name', rating: 'Rating', gifts: 'Gifts' },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`a player sends another gold from the profile and the other accepts it from the gifts inbox (${lang})`, async ({ browser }) => {
    const stamp = `${Date.now() % 100000}${++seq}`;
    const tx = texts[lang];
    const giverName = `Giver${stamp}`;
    const takerName = `Taker${stamp}`;
    const giver = await makePlayer(giverName, 15, 1000);
    const taker = await makePlayer(takerName, 5, 100, 600);
    const a = await signIn(browser, giver.token, lang);
    const b = await signIn(browser, taker.token, lang);

    // A finds B in the rating and opens the profile: B's status tier shows, and the gift form.
    await clickHeaderAction(a, tx.rating);
    const rating = a.locator('#rating-page');
    await rating.locator('select').selectOption('level');
    await rating.getByLabel(tx.name).fill(takerName.toLowerCase());
    await rating.getByRole('button', { name: takerName }).click();
    const profile = a.locator('#profile-page');
    await expect(profile.locator('.status-tier')).toHaveText(tx.silver);
    await profile.locator('.gift-form input[type=number]').fill('250');
    await profile.getByRole('button', { name: tx.give }).click();
    await expect(profile.locator('.gift-form [role=status]')).toHaveText(tx.sent);
    await expect(a.locator('#header')).toHaveAttribute('data-gold', '750');

    // B is told live, opens the inbox and accepts once.
    await expect(b.locator('#header-notifications')).toHaveAttribute('data-new', 'true');
    await clickHeaderAction(b, tx.gifts);
    const row = b.locator('#notifications-page .notice[data-kind=GIFT]');
    await expect(row).toContainText(tx.gold);
    await row.getByRole('button', { name: tx.accept }).click();
    await expect(row).toContainText(tx.accepted);
    await expect(row.getByRole('button', { name: tx.accept })).toHaveCount(0);
    // Silver adds its perk (core/content/gifts.ts): 250 + 5%.
    await expect(b.locator('#header')).toHaveAttribute('data-gold', String(100 + 250 + 12));
    await a.context().close();
    await b.context().close();
  });
}
