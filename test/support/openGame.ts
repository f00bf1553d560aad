import { expect, type Browser, type Page, type ViewportSize } from '@playwright/test';

// The one way the browser suites open the game as a player the server already made (issue 27: thirteen spec files
// carried their own copy). Players are made through the API or the database; only the sign-in specs sign in by hand.

/** Waits until the renderer says the named scene has drawn its first frame. */
export async function waitForScene(page: Page, name: string): Promise<void> {
  await expect(page.locator(`html[data-scene="${name}"][data-scene-ready="true"]`)).toHaveCount(1, { timeout: 60_000 });
}

/** The game is in once the header shows this attribute's value (the page's first answer from the server). */
export const headerShows =
  (attribute: 'data-gold' | 'data-level', value: string | RegExp) =>
  (page: Page): Promise<void> =>
    expect(page.locator('#header')).toHaveAttribute(attribute, value, { timeout: 60_000 });

export interface OpenGameOptions {
  /** The page's size; playwright.config's default without it. */
  readonly viewport?: ViewportSize;
  /**
   * What says the game is in. By default the road's first frame: the page's heaviest moment, after which the header
   * has settled which actions fit beside its menu (an action clicked before may move behind it).
   */
  readonly ready?: (page: Page) => Promise<void>;
}

/** `token`'s player in a new browser context on `baseURL`, the game opened in `lang`. */
export async function openGame(browser: Browser, baseURL: string, token: string, lang: 'en' | 'ru', options: OpenGameOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(options.viewport ? { viewport: options.viewport } : {}) });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await (options.ready ?? ((p) => waitForScene(p, 'road')))(page);
  return page;
}
