import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiGet, waitForScene, clickHeaderAction } from './helpers.ts';

/** A new visitor picks the default hero and lands on the road. */
async function newPlayerOnTheRoad(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'characterSelection');
  await page.getByRole('button', { name: lang === 'en' ? 'Start' : 'Начать', exact: true }).click();
  await waitForScene(page, 'road');
}

const guide = (page: Page) => page.locator('aside.guide');

test('the guide shows a new player how to walk once, remembers it over a reload, and skipping ends it for good', async ({ page, baseURL }) => {
  await newPlayerOnTheRoad(page, 'en');
  await expect(guide(page)).toHaveAttribute('data-guide-step', 'walk');
  await expect(guide(page)).toContainText('How to walk');
  // The guide sits under the game view: the road's place buttons stay free to click.
  const hud = await page.locator('#road-hud .hud-bottom').boundingBox();
  const card = await guide(page).boundingBox();
  expect(hud && card && hud.y + hud.height <= card.y + 1).toBe(true);

  // While the walking step is open the road's panel repeats how to walk; once it is done, places take its room.
  const hint = page.locator('#road-hud .road-walk-hint');
  await expect(hint).toHaveCount(1);
  await guide(page).getByRole('button', { name: 'Got it' }).click();
  await expect(guide(page)).toHaveAttribute('data-guide-step', 'header');
  // A new player starts beside the road's first finds.
  await expect(page.locator('#road-hud .place-list button').first()).toBeVisible();
  await expect(hint).toHaveCount(0);

  await page.reload();
  await waitForScene(page, 'road');
  await expect(guide(page)).toHaveAttribute('data-guide-step', 'header');
  await guide(page).getByRole('button', { name: 'Skip the guide' }).click();
  await expect(guide(page)).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('authorization'));
  const player = await apiGet(baseURL!, '/api/player/current', token ?? undefined);
  const markers = (player.json.playerMarkers as { playerMarker: string }[]).map((m) => m.playerMarker);
  expect(markers).toEqual(expect.arrayContaining(['guide.walk', 'guide.header', 'guide.place', 'guide.keeper', 'guide.battle']));

  await page.reload();
  await waitForScene(page, 'road');
  await expect(page.locator('#header')).toHaveAttribute('data-level', /\d+/);
  await expect(guide(page)).toHaveCount(0);
});

test('in Russian the tab title and the guide are translated, and the chat says it needs level 10 before typing', async ({ page }) => {
  await newPlayerOnTheRoad(page, 'ru');
  await expect(page).toHaveTitle('Лестница зеркал');
  await expect(guide(page)).toContainText('Как ходить');

  await clickHeaderAction(page, '#header-chat');
  const chat = page.locator('#chat-page');
  await expect(chat.getByTestId('chat-locked')).toContainText('с уровня 10');
  await expect(chat.locator('textarea')).toBeDisabled();
  // The guide waits while an overlay page is open.
  await expect(guide(page)).toHaveCount(0);
});
