import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { apiPost } from './helpers.ts';

// Its own reference server in this process (in-memory database, the built own bundle): the player needs the level
// the heroes shop opens at and the gold for a hero, which no public call grants; they are written in the database.
const root = path.resolve(import.meta.dirname, '../..');

let server: GameServer;
let baseURL: string;

test.beforeAll(async () => {
  server = await createServer({ inMemory: true, staticDir: path.join(root, 'builds/own'), rateLimits: scaleRateLimits(100) });
  baseURL = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
test.afterAll(async () => {
  await server?.close();
});

/** A trial player at level 3 with 2600 gold: enough for one usual hero. */
async function richPlayer(): Promise<string> {
  const answer = await apiPost(baseURL, '/api/security/registerTrial', {
    characterAndCompanion: 'human:elf_female',
    domain: '127.0.0.1',
    lang: 'EN',
    sw: '480',
    sh: '800',
    cw: '480',
    ch: '700',
    frontVersion: '571',
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`registerTrial failed: ${answer.status}`);
  await server.db.query('UPDATE players SET level = 3, gold = 2600 WHERE id = $1', [answer.json.player.id]);
  return answer.token;
}

async function openHeroes(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const token = await richPlayer();
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('#header')).toHaveAttribute('data-gold', '2600', { timeout: 60_000 });
  // On a narrow screen the action may sit behind the header's menu.
  if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
  await page.locator('#header-heroes').click();
  return page;
}

const tab = (page: Page, name: string) => page.locator(`#heroes-page [role=tab][data-tab=${name}]`);

for (const lang of ['en', 'ru'] as const) {
  test(`a new player opens the heroes page, buys a hero and puts it in the squad (${lang})`, async ({ browser }) => {
    const page = await openHeroes(browser, lang);
    const squad = page.locator('#heroes-squad .hero-slots [data-hero]');
    // The starting hero and companion fight; the reserve is empty and says where heroes come from.
    await expect(squad).toHaveCount(2);
    await expect(page.locator('#heroes-reserve-empty')).toBeVisible();
    await expect(tab(page, 'squad')).toHaveText(lang === 'en' ? 'Squad' : 'Отряд');

    await tab(page, 'shops').click();
    const offer = page.locator('#hero-offers [data-offer="hero:troll:usual"]');
    // The gate is shown before the tap: none, the money is there.
    await expect(offer).toHaveAttribute('data-gate', '');
    await expect(page.locator('#hero-offers [data-gate="STAIR_TOO_LOW"]').first()).toBeVisible();
    await offer.getByRole('button').click();
    await expect(page.locator('#header')).not.toHaveAttribute('data-gold', '2600');

    await tab(page, 'squad').click();
    const reserved = page.locator('#heroes-reserve [data-hero]');
    await expect(reserved).toHaveCount(1);
    // The row's own button (beside it, View opens the hero's page).
    await reserved.locator('button.btn').click();
    await expect(squad).toHaveCount(3);
    await expect(page.locator('#heroes-reserve-empty')).toBeVisible();
    await page.context().close();
  });
}
