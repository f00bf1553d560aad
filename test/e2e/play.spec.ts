import { expect, test, type Page } from '../support/e2eTest.ts';
import { COMPANIONS, HERO_IMAGE, heroClassIds } from '../../core/content/index.ts';
import { headerNumber, recordCspViolations, waitForScene, walkToLair } from './helpers.ts';

type Lang = 'en' | 'ru';
const texts: Record<Lang, { loading: RegExp; start: string; hint: string; hit: string; continue: string; victory: string }> = {
  en: { loading: /loading \d+%/, start: 'Start', hint: 'Hint', hit: 'Hit', continue: 'Continue', victory: 'Victory!' },
  ru: { loading: /загрузка \d+%/, start: 'Начать', hint: 'Подсказка', hit: 'Ударить', continue: 'Продолжить', victory: 'Победа!' },
};

/** Records every value the loading bar shows, so the test can see it climb to 100. */
async function watchLoading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __loadingSeen: number[] }).__loadingSeen = seen;
    new MutationObserver(() => {
      const el = document.getElementById('loading');
      const v = Number(el?.dataset.progress);
      if (el && Number.isFinite(v) && seen[seen.length - 1] !== v) seen.push(v);
    }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-progress'] });
  });
}

/** Plays the battle with the server's hints until the server decides it. */
async function fightToTheEnd(page: Page, t: (typeof texts)[Lang]): Promise<string> {
  const hud = page.locator('#battle-hud');
  for (let turn = 0; turn < 60; turn++) {
    const outcome = await hud.getAttribute('data-outcome');
    if (outcome && outcome !== 'NONE') return outcome;
    const before = await hud.getAttribute('data-turn');
    await page.getByRole('button', { name: t.hint, exact: true }).click();
    await expect(hud).toHaveAttribute('aria-busy', 'false');
    const hit = page.getByRole('button', { name: t.hit, exact: true });
    await expect(hit).toBeEnabled();
    await hit.click();
    await expect(hud).not.toHaveAttribute('data-turn', before ?? '');
  }
  throw new Error('the battle did not end in 60 turns');
}

for (const lang of ['en', 'ru'] as const) {
  test(`a new player loads, creates a character, walks, wins a battle and finds it kept after a reload (${lang})`, async ({ page }) => {
    const t = texts[lang];
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const cspViolations = await recordCspViolations(page);
    await watchLoading(page);

    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#loading')).toContainText(t.loading);
    // This Chromium draws WebGL in software (SwiftShader): the loading screen keeps only the bar's shine moving.
    await expect(page.locator('#loading .ld-fx i')).toHaveCount(0);
    await waitForScene(page, 'characterSelection');
    const seen = await page.evaluate(() => (window as unknown as { __loadingSeen: number[] }).__loadingSeen);
    expect(seen[0]).toBeGreaterThanOrEqual(10);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    // Each class button shows its own hero's portrait, so the classes can be compared before choosing.
    for (const id of heroClassIds) {
      const button = page.locator(`[data-testid="character-selection"] .class-btn[data-class="${id}"]`);
      await expect(button.locator('svg.portrait')).toHaveAttribute('data-figure', HERO_IMAGE[id]);
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // So does each companion, drawn from the figure the road and the battle show for it.
    for (const c of COMPANIONS) {
      const button = page.locator(`[data-testid="character-selection"] .companion-btn[data-companion="${c.imageId}"]`);
      await expect(button.locator('svg.portrait')).toHaveAttribute('data-figure', c.imageId);
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // On the smallest phone no class or companion name breaks inside a word (each word's text lies on one line)
    // and Start stays in reach.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 568 });
    const names = page.locator('[data-testid="character-selection"] .tile-name');
    await expect(names).toHaveCount(heroClassIds.length + COMPANIONS.length);
    const broken = await names.evaluateAll((spans) =>
      spans.flatMap((span) => {
        const text = span.firstChild;
        if (!text) return [span.outerHTML];
        return [...(text.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length === 1 ? [] : [word[0]];
        });
      }),
    );
    expect(broken).toEqual([]);
    await expect(page.getByRole('button', { name: t.start, exact: true })).toBeInViewport({ ratio: 1 });
    if (viewport) await page.setViewportSize(viewport);

    // Character selection: the default hero and companion, then Start.
    await page.getByRole('button', { name: t.start, exact: true }).click();
    await waitForScene(page, 'road');
    const goldBefore = await headerNumber(page, 'data-gold');
    const expBefore = await headerNumber(page, 'data-exp');

    const lair = await walkToLair(page);
    const lairId = await lair.getAttribute('data-place-id');
    await lair.click();
    await waitForScene(page, 'battle');

    expect(await fightToTheEnd(page, t)).toBe('WIN');
    await expect(page.getByRole('heading', { name: t.victory })).toBeVisible();
    // The result names the server's reward (gold first, then experience) before anything is credited.
    const [shownGold, shownExp] = ((await page.getByTestId('battle-result').locator('.message').textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(shownGold).toBeGreaterThan(0);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await waitForScene(page, 'road');

    // The server's reward shows in the header; the beaten lair is gone from the road.
    await expect.poll(() => headerNumber(page, 'data-gold')).toBeGreaterThan(goldBefore);
    const goldAfter = await headerNumber(page, 'data-gold');
    const expAfter = await headerNumber(page, 'data-exp');
    expect(expAfter).toBeGreaterThan(expBefore);
    expect([goldAfter - goldBefore, expAfter - expBefore]).toEqual([shownGold, shownExp]);
    await expect(page.locator(`#road-hud button[data-place-id="${lairId}"]`)).toHaveCount(0);
    const coordinate = Number(await page.locator('#road-hud').getAttribute('data-coordinate'));

    // Reload: the same player, gold and experience, the coordinate kept, the lair still beaten.
    await page.reload();
    await waitForScene(page, 'road');
    expect(await headerNumber(page, 'data-gold')).toBe(goldAfter);
    expect(await headerNumber(page, 'data-exp')).toBe(expAfter);
    await expect.poll(async () => Math.abs(Number(await page.locator('#road-hud').getAttribute('data-coordinate')) - coordinate)).toBeLessThanOrEqual(1);
    await expect(page.locator(`#road-hud button[data-place-id="${lairId}"]`)).toHaveCount(0);
    expect(cspViolations).toEqual([]);
    // The only expected browser complaint: the new visitor's player info answers 401 (technical §4: "no player").
    const unexpected = consoleErrors.filter((e) => !e.includes('status of 401 (Unauthorized)'));
    expect(unexpected).toEqual([]);
    expect(consoleErrors.length - unexpected.length).toBeLessThanOrEqual(1);
  });
}
