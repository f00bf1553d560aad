import { expect, type Locator, type Page } from '@playwright/test';

export { waitForScene } from '../support/openGame.ts';

export async function headerNumber(page: Page, attr: 'data-gold' | 'data-exp' | 'data-level'): Promise<number> {
  const v = await page.locator('#header').getAttribute(attr);
  return Number(v);
}

/** Form-encoded POST to the reference server with an optional token, as the request layer sends it. */
export async function apiPost(
  baseURL: string,
  path: string,
  body: Record<string, string>,
  token?: string,
): Promise<{ status: number; json: any; token: string | null }> {
  const res = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, token: res.headers.get('authorization') };
}

/** A new trial player (a human with the elf companion, as a 480×800 client signs up), or a thrown error naming the status. */
export async function registerTrialPlayer(baseURL: string, lang: 'EN' | 'RU' = 'EN'): Promise<{ status: number; json: any; token: string }> {
  const answer = await apiPost(baseURL, '/api/security/registerTrial', {
    characterAndCompanion: 'human:elf_female',
    domain: '127.0.0.1',
    lang,
    sw: '480',
    sh: '800',
    cw: '480',
    ch: '700',
    frontVersion: '571',
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`registerTrial failed: ${answer.status}`);
  return { ...answer, token: answer.token };
}

export async function apiGet(baseURL: string, path: string, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(new URL(path, baseURL), { headers: token ? { authorization: token } : {} });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/**
 * Collects every Content-Security-Policy violation in the page and its frames (issue 9: the server's policy must let
 * the game and the fake host pages run): Chromium's console report and the `securitypolicyviolation` event.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${e.effectiveDirective} refused ${e.blockedURI} in ${e.documentURI}`),
    ),
  );
  return violations;
}

/**
 * Clicks a header action by its text or `#id`, through the header's menu when the action did not fit the width (issue 10:
 * actions that do not fit go behind "Menu"). Retried as a whole, because the header decides what fits after its
 * first layout, so an action visible a moment ago may move behind the menu.
 */
export async function clickHeaderAction(scope: Pick<Page, 'locator'>, textOrId: string): Promise<void> {
  // `#header-chat` names the action by its id; anything else is its text in the page's language.
  const action = textOrId.startsWith('#') ? scope.locator(`#header-bar ${textOrId}`) : scope.locator('#header-bar button', { hasText: textOrId });
  const menu = scope.locator('#header-menu');
  const pages = scope.locator('.overlay');
  const before = await pages.count();
  await expect(async () => {
    // A click reported as failed may still have landed and opened its page, which then covers the header: done.
    if ((await pages.count()) > before) return;
    if (!(await action.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click({ timeout: 2_000 });
    await action.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The header's Rewards action in each language (core/ui/Header.tsx). */
export const REWARDS_ACTION = { en: 'Rewards', ru: 'Награды' } as const;

/** Opens a reward page as a player does: the header's Rewards action, then the page's entry in the hub (`#rewards-<id>`). */
export async function openRewardPage(scope: Pick<Page, 'locator'>, lang: keyof typeof REWARDS_ACTION, id: string): Promise<void> {
  const hub = scope.locator('#rewards-page');
  const action = scope.locator('#header-bar button', { hasText: REWARDS_ACTION[lang] });
  const menu = scope.locator('#header-menu');
  // Once the hub is open the header is behind it: a click that landed late must not be retried against the hub.
  await expect(async () => {
    if (!(await hub.isVisible())) {
      if (!(await action.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click({ timeout: 2_000 });
      await action.click({ timeout: 2_000 });
    }
    await expect(hub).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await hub.locator(`#rewards-${id}`).click();
}

/** Walks up the road with the arrow key until the first lair's Attack button is in reach; answers that button. */
export async function walkToLair(page: Page): Promise<Locator> {
  const lair = page.locator('#road-hud button[data-place-type="CUSTOM_PLACE"]').first();
  await page.locator('#road-hud').waitFor();
  await page.keyboard.down('ArrowUp');
  await expect(lair).toBeVisible({ timeout: 30_000 });
  await page.keyboard.up('ArrowUp');
  return lair;
}
