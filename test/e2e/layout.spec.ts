import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiPost, waitForScene } from './helpers.ts';
import { guideMarkers } from '../../core/rules/guideSteps.ts';

// Issue 10: the game fills any frame, every header action is reachable at any width, and both interface
// styles render and differ. One page per language and style, resized through the four frames.

const frames = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The canvas must cover the whole stage; with the header and footer around it, at least this much of the frame. */
const MIN_COVERED = 0.7;

const trial = { characterAndCompanion: 'human:elf_female', domain: '127.0.0.1', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

/** A trial player on the road in the given interface style (the server makes new players MODERN). */
async function trialPlayer(baseURL: string, style: 'ORIGINAL' | 'MODERN'): Promise<string> {
  const made = await apiPost(baseURL, '/api/security/registerTrial', trial);
  if (made.status !== 200 || !made.token) throw new Error(`registerTrial: ${made.status}`);
  if (made.json.player.interfaceMode !== style) {
    const switched = await apiPost(baseURL, '/api/player/ui/switch', {}, made.token);
    expect(switched.json.interfaceMode).toBe(style);
  }
  // The first-time guide takes a strip under the game for a new player (guide.spec.ts); here it is done, so the
  // figure is the frame a player has once past it.
  const guideDone = await apiPost(baseURL, '/api/marker/addAll', { markers: guideMarkers.join(',') }, made.token);
  expect(guideDone.status).toBe(200);
  return made.token;
}

async function openRoad(page: Page, token: string, lang: 'en' | 'ru'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('authorization', t), token);
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'road');
}

/**
 * True when the element is inside the viewport as it stands (no scrolling: issue 24 found "Settings" and "Sign in" cut
 * off under the canvas at 320×568 in a list that had to be scrolled) and nothing covers its centre.
 */
function reachable(page: Page, selector: string, index: number) {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll<HTMLElement>(sel)[i];
      if (!el) return { ok: false, why: 'missing' };
      const r = el.getBoundingClientRect();
      const inside = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { ok: inside && hit !== null && el.contains(hit), why: `${el.textContent} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${innerWidth}x${innerHeight}, hit ${hit?.textContent?.slice(0, 30)}` };
    },
    [selector, index] as const,
  );
}

/** Reachable, and a pointer click there would land (Playwright's actionability checks, without acting). */
async function clickable(page: Page, index: number): Promise<void> {
  expect(await reachable(page, '#header-bar > *', index)).toMatchObject({ ok: true });
  await page.locator('#header-bar > *').nth(index).click({ trial: true, timeout: 2_000 });
}

async function checkHeader(page: Page): Promise<number> {
  const items = page.locator('#header-bar > *');
  const count = await items.count();
  expect(count).toBe(12); // buy emeralds (the own site's bank), register, heroes, chat, mail, rating, gifts, rewards, shop, forum, settings, sign in
  const hidden: number[] = [];
  for (let i = 0; i < count; i++) {
    if ((await items.nth(i).getAttribute('data-overflow')) !== null) hidden.push(i);
    else await clickable(page, i);
  }
  const menu = page.locator('#header-menu');
  if (hidden.length === 0) {
    await expect(menu).toHaveAttribute('aria-hidden', 'true');
    return 0;
  }
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await reachable(page, '#header-menu', 0)).toMatchObject({ ok: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(items.first()).toBeFocused();
  for (let i = 0; i < count; i++) await clickable(page, i);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  return hidden.length;
}

/** The share of the frame the canvas covers, after checking it covers the whole stage. */
async function coveredFraction(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas')?.getBoundingClientRect();
    const stage = document.querySelector('.stage')?.getBoundingClientRect();
    if (!canvas || !stage) return 0;
    const same = Math.abs(canvas.width - stage.width) < 1 && Math.abs(canvas.height - stage.height) < 1;
    return same ? (canvas.width * canvas.height) / (innerWidth * innerHeight) : 0;
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`every header action is reachable and the canvas fills the frame at four sizes (${lang})`, async ({ page, baseURL }) => {
    await openRoad(page, await trialPlayer(baseURL!, 'MODERN'), lang);
    for (const frame of frames) {
      await page.setViewportSize(frame);
      await expect.poll(() => coveredFraction(page)).toBeGreaterThan(MIN_COVERED);
      const fraction = await coveredFraction(page);
      const inMenu = await checkHeader(page);
      console.log(`layout ${lang} ${frame.width}x${frame.height}: canvas covers ${(fraction * 100).toFixed(1)}% of the frame, ${inMenu} header actions in the menu`);
    }
    // The last two in the list, the ones issue 24 found cut off at 320×568, open their pages when clicked there.
    await page.setViewportSize(frames[0]);
    for (const [label, pageId] of [[lang === 'en' ? 'Settings' : 'Настройки', '#settings-page'], [lang === 'en' ? 'Sign in' : 'Войти', '#login-page']] as const) {
      await page.locator('#header-menu').click();
      await page.locator('#header-bar > *', { hasText: label }).click();
      await expect(page.locator(pageId)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator(pageId)).toHaveCount(0);
    }
  });
}

test('both interface styles render and differ in font, frame and dialog placement', async ({ browser, baseURL }) => {
  const looks: Record<string, { font: string; border: string; radius: string; align: string; ui: string | null }> = {};
  for (const style of ['ORIGINAL', 'MODERN'] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openRoad(page, await trialPlayer(baseURL!, style), 'en');
    await expect(page.locator('.app')).toHaveAttribute('data-ui', style.toLowerCase());
    await page.locator('#header-menu').click();
    await page.locator('#header-bar button', { hasText: 'Settings' }).click();
    const panel = page.locator('#settings-page');
    // The page itself, not the frame its chunk's loading line stands in (the same id: the frame is replaced).
    await expect(panel.locator('#settings-quality')).toBeVisible();
    looks[style] = await panel.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        font: s.fontFamily,
        border: s.borderTopStyle,
        radius: s.borderTopLeftRadius,
        align: getComputedStyle(el.parentElement!).alignItems,
        ui: el.closest('.app')?.getAttribute('data-ui') ?? null,
      };
    });
    await page.close();
  }
  const { ORIGINAL: original, MODERN: modern } = looks;
  expect(original?.font).toMatch(/serif/);
  expect(original?.font).not.toMatch(/sans-serif/);
  expect(modern?.font).toMatch(/sans-serif/);
  expect(original?.border).toBe('double');
  expect(modern?.border).toBe('solid');
  // ORIGINAL centres its dialogs; MODERN docks them at the bottom on a phone.
  expect(original?.align).toBe('center');
  expect(modern?.align).toBe('flex-end');
});
