import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { clickHeaderAction, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 15, news and manuals, against this file's own reference server. An "older" player is one created before
// the last news (written in the database): only they see it at start-up; fresh players never do.
const own = ownServer();

async function openGame(browser: Browser, lang: 'en' | 'ru', createdAt: string | null): Promise<Page> {
  const answer = await registerTrialPlayer(own.baseURL, lang === 'ru' ? 'RU' : 'EN');
  if (createdAt) await own.server.db.query('UPDATE players SET created_at = $2 WHERE id = $1', [answer.json.player.id, createdAt]);
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), answer.token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  return page;
}

const texts = {
  en: { settings: 'Settings', chapter: 'Battles', force: 'Fury', forces: 'Forces', rank: 'Per rank: attack +5%' },
  ru: { settings: 'Настройки', chapter: 'Бои', force: 'Ярость', forces: 'Силы', rank: 'За ранг: атака +5%' },
} as const;

async function readManual(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await clickHeaderAction(page, texts[lang].settings);
  await page.locator('#settings-manual').click();
  const manual = page.locator('#manual-page');
  await manual.locator('.manual-item', { hasText: texts[lang].chapter }).click();
  await expect(manual.locator('.manual-article[data-id=battles] h3')).toHaveText(texts[lang].chapter);
  await expect(manual.locator('.manual-article')).toContainText(lang === 'en' ? 'attack × attack' : 'атака × атака');
  await manual.locator('[role=tab][data-tab=forces]').click();
  await expect(manual.locator('[role=tab][data-tab=forces]')).toHaveText(texts[lang].forces);
  await manual.locator('.manual-item[data-id=fury]').click();
  await expect(manual.locator('.manual-article[data-id=fury] h3')).toHaveText(texts[lang].force);
  await expect(manual.locator('.manual-article')).toContainText(texts[lang].rank);
  await manual.locator('#manual-back').click();
  await expect(manual.locator('.manual-item')).toHaveCount(12);
}

test('an older player sees the last news at start once, then reads a chapter and a force in the manual', async ({ browser }) => {
  const page = await openGame(browser, 'en', '2025-01-01T00:00:00Z');
  const news = page.locator('#news-page');
  await expect(news.locator('.news-entry h3')).toHaveText('The forum opens', { timeout: 60_000 });
  const seen = page.waitForResponse((r) => r.url().includes('/api/news/seen') && r.status() === 200);
  await news.locator('.panel-close').click();
  await seen;
  await expect(news).toHaveCount(0);

  const asked = page.waitForResponse((r) => r.url().includes('/api/news/get/last'));
  await page.reload();
  await waitForScene(page, 'road');
  expect((await (await asked).json()).isNew).toBe(false);
  await expect(news).toHaveCount(0);
  await readManual(page, 'en');
});

test('a new player is not shown the news and reads the manual in Russian', async ({ browser }) => {
  const page = await openGame(browser, 'ru', null);
  const asked = page.waitForResponse((r) => r.url().includes('/api/news/get/last'));
  await waitForScene(page, 'road');
  expect((await (await asked).json()).isNew).toBe(false);
  await expect(page.locator('#news-page')).toHaveCount(0);
  await readManual(page, 'ru');
});
