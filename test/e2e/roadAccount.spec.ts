import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction, waitForScene } from './helpers.ts';

// Issue 10: after registering (or signing in) from inside the road, every place vanished and walking fetched
// nothing until a reload. The road reloads after both (technical §4 "Settings and sessions"); its places must too.

const trial = { characterAndCompanion: 'human:elf_female', domain: '127.0.0.1', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

const placeButtons = (page: Page) => page.locator('#road-hud [data-place-id]');

async function onTheRoad(page: Page, baseURL: string): Promise<void> {
  const made = await apiPost(baseURL, '/api/security/registerTrial', trial);
  if (made.status !== 200 || !made.token) throw new Error(`registerTrial: ${made.status}`);
  await page.addInitScript((t) => localStorage.setItem('authorization', t), made.token);
  // Counts the scenes drawn, so the test sees the road entered again rather than the old one still up.
  await page.addInitScript(() => {
    const w = window as unknown as { __scenesDrawn: number };
    w.__scenesDrawn = 0;
    new MutationObserver(() => {
      if (document.documentElement.dataset.sceneReady === 'true') w.__scenesDrawn += 1;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene-ready'] });
  });
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  // A new player starts beside places in reach (the road HUD lists them).
  await expect(placeButtons(page).first()).toBeVisible();
}

const scenesDrawn = (page: Page) => page.evaluate(() => (window as unknown as { __scenesDrawn: number }).__scenesDrawn);

/** The road is entered again after `act` (the scene fades out and draws its first frame anew), places included. */
async function roadReloadedWithPlaces(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await scenesDrawn(page);
  await act();
  await expect.poll(() => scenesDrawn(page)).toBeGreaterThan(before);
  await waitForScene(page, 'road');
  await expect(placeButtons(page).first()).toBeVisible();
}

test('registering and then signing in from inside the road keep the places on the road', async ({ browser, baseURL }) => {
  const name = `Roadie${Date.now() % 1_000_000}`;
  const password = 'road-secret';

  const first = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await onTheRoad(first, baseURL!);
  await first.locator('#header-register').click();
  const form = first.locator('#register-page');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="repeat"]').fill(password);
  await form.locator('input[name="consentPrivacy"]').check();
  await form.locator('input[name="consentCookies"]').check();
  await roadReloadedWithPlaces(first, () => form.locator('button[type="submit"]').click());
  await first.close();

  const second = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await onTheRoad(second, baseURL!);
  await clickHeaderAction(second, 'Sign in');
  const login = second.locator('#login-page');
  await login.locator('input[name="name"]').fill(name);
  await login.locator('input[name="password"]').fill(password);
  await roadReloadedWithPlaces(second, () => login.locator('button[type="submit"]').click());
  await expect(second.locator('#header .header-name')).toHaveText(name);
  await second.close();
});
