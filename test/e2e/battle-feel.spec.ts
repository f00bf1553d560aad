import { expect, test, type Locator, type Page } from '../support/e2eTest.ts';
import { waitForScene, walkToLair } from './helpers.ts';

// The battle's motion is sampled frame by frame here (figureMotion): the page draws at the browser's own rate, not the
// suites' cap (test/support/e2eTest.ts).
test.use({ frameRate: null });

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Layout {
  field: Box;
  creatures: { id: number; sprite: Box; label: Box; number: Box }[];
}

const EPS = 0.5;
const intersects = (a: Box, b: Box) =>
  a.left < b.right - EPS && b.left < a.right - EPS && a.top < b.bottom - EPS && b.top < a.bottom - EPS;
const boxOf = async (l: Locator): Promise<Box> => {
  const b = (await l.boundingBox())!;
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
};

/** Each creature's health as its HUD button shows it. */
const healthShown = async (page: Page): Promise<Map<number, number>> =>
  new Map(
    await page
      .locator('#battle-hud [data-creature-id][data-health]')
      .evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-creature-id')), Number(el.getAttribute('data-health'))] as [number, number])),
  );

/** The changes the log tells, added up per creature. */
const logSums = async (page: Page): Promise<Map<number, number>> => {
  const lines = await page
    .getByTestId('battle-log')
    .locator('[data-change]')
    .evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-creature-id')), Number(el.getAttribute('data-change'))] as const));
  const sums = new Map<number, number>();
  for (const [id, change] of lines) sums.set(id, (sums.get(id) ?? 0) + change);
  return sums;
};

interface FigureSample {
  id: number;
  action: string | null;
  dead: boolean;
  armR: number;
  fall: number;
}
/**
 * The battle figures' motion frame by frame (window.battleFigures, issue 24), from now until every motion of the
 * answer has played (6 s at most).
 */
const sampleFigures = (page: Page): Promise<FigureSample[][]> =>
  page.evaluate(
    () =>
      new Promise<FigureSample[][]>((resolve) => {
        const frames: FigureSample[][] = [];
        const t0 = performance.now();
        let moving: number | null = null;
        const step = () => {
          const now = performance.now();
          const frame = (window as unknown as { battleFigures?: { sample: () => FigureSample[] } }).battleFigures?.sample() ?? [];
          frames.push(frame);
          if (frame.some((f) => f.action !== null)) moving = now;
          if (now - t0 > 6000 || (moving !== null && now - moving > 300)) resolve(frames);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );

/** The scene's layout in page pixels: the canvas writes it in CSS pixels of itself. */
const layoutOnPage = async (page: Page): Promise<Layout> => {
  const canvas = page.locator('canvas[data-battle-layout]');
  const origin = await boxOf(canvas);
  const raw = JSON.parse((await canvas.getAttribute('data-battle-layout'))!) as Layout;
  const shift = (b: Box): Box => ({ left: b.left + origin.left, right: b.right + origin.left, top: b.top + origin.top, bottom: b.bottom + origin.top });
  return {
    field: shift(raw.field),
    creatures: raw.creatures.map((c) => ({ id: c.id, sprite: shift(c.sprite), label: shift(c.label), number: shift(c.number) })),
  };
};

// Issue 10: the log omitted poison ticks, damage numbers covered the health labels and drifted under the header, the
// victory toast covered the HUD buttons. A necromancer (poison) fights the first lair on a phone, in Russian.
test('a battle whose log adds up to the health shown, with numbers, panels and toasts clear of labels and buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=ru');
  await waitForScene(page, 'characterSelection');
  await page.getByTestId('character-selection').getByRole('button', { name: 'Некромант', exact: true }).click();
  await page.getByRole('button', { name: 'Начать', exact: true }).click();
  await waitForScene(page, 'road');
  const lair = await walkToLair(page);
  await lair.click();
  await waitForScene(page, 'battle');
  // Issue 24: the first lair's fight stands in the meadow it was found in.
  await expect(page.locator('canvas[data-backdrop="meadow"]')).toHaveCount(1);

  const hud = page.locator('#battle-hud');
  const header = await boxOf(page.locator('header'));
  const panel = await boxOf(hud.locator('.hud-bottom'));
  // Before a pick, Hit is disabled and the HUD says what to do.
  await expect(page.getByRole('button', { name: 'Ударить', exact: true })).toBeDisabled();
  await expect(page.getByTestId('battle-instruction')).toHaveText('Выбери героя, который нанесёт удар');

  // The layout: every number path and label inside the field, below the header, above the HUD panel, apart.
  const layout = await layoutOnPage(page);
  expect(layout.creatures.length).toBeGreaterThanOrEqual(2);
  expect(layout.field.top).toBeGreaterThanOrEqual(header.bottom - EPS);
  expect(layout.field.bottom).toBeLessThanOrEqual(panel.top + EPS);
  for (const c of layout.creatures) {
    for (const b of [c.label, c.number, c.sprite]) {
      expect(b.top).toBeGreaterThanOrEqual(layout.field.top - EPS);
      expect(b.bottom).toBeLessThanOrEqual(layout.field.bottom + EPS);
    }
    for (const other of layout.creatures) expect(intersects(c.number, other.label), `${c.id} over ${other.id}`).toBe(false);
    // Issue 24: each creature's button stands over its figure, as the scene draws it, so a tap on the figure picks it.
    const button = await boxOf(hud.locator(`.creature-btn[data-creature-id="${c.id}"]`));
    expect(Math.abs(button.left - c.sprite.left), `button ${c.id}`).toBeLessThan(1.5);
    expect(Math.abs(button.top - c.sprite.top), `button ${c.id}`).toBeLessThan(1.5);
    expect(Math.abs(button.right - c.sprite.right), `button ${c.id}`).toBeLessThan(1.5);
  }
  // Nothing covers the action bar's buttons (issue 24 found the guide's tip over them): each is on top at its centre.
  for (const name of ['Ударить', 'Пропустить ход', 'Подсказка']) {
    const b = await boxOf(hud.getByRole('button', { name, exact: true }));
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [(b.left + b.right) / 2, (b.top + b.bottom) / 2]);
    expect(onTop).toBe(name);
  }

  let poisonTicks = 0;
  const motion: FigureSample[][] = [];
  for (let turn = 0; turn < 40 && (await hud.getAttribute('data-outcome')) === 'NONE'; turn++) {
    const before = await healthShown(page);
    const turnBefore = await hud.getAttribute('data-turn');
    // The necromancer strikes while it stands (its poison then ticks in the answers), else the hint's pair.
    const necro = hud.locator('[data-side="own"]', { hasText: 'Некромант' });
    if ((await necro.getAttribute('aria-disabled')) !== 'true') {
      await necro.click();
      await hud.locator('[data-side="enemy"]:not([aria-disabled="true"])').first().click();
    } else {
      await page.getByRole('button', { name: 'Подсказка', exact: true }).click();
      await expect(hud).toHaveAttribute('aria-busy', 'false');
    }
    // Sampled until a death has played (later turns need not pay for it).
    const sampled = motion.flat().some((f) => f.dead && f.fall > 1.4) ? Promise.resolve([]) : sampleFigures(page);
    await page.getByRole('button', { name: 'Ударить', exact: true }).click();
    await expect(hud).not.toHaveAttribute('data-turn', turnBefore ?? '');
    const after = await healthShown(page);
    const told = await logSums(page);
    for (const [id, health] of after) expect(told.get(id) ?? 0, `creature ${id} on turn ${turn}`).toBe(health - before.get(id)!);
    poisonTicks += await page.locator('.battle-log-poisonTick').count();
    const frames = await sampled;
    motion.push(...frames);
    if (turn === 0) {
      // Issue 24: the striker's figure raises its weapon arm and swings, the struck one reels, then both come to rest.
      const attacks = frames.flat().filter((f) => f.action === 'attack');
      expect(attacks.some((f) => f.armR < -1.5)).toBe(true);
      expect(frames.flat().some((f) => f.action === 'hit' || f.action === 'dodge')).toBe(true);
      const striker = attacks[0]!.id;
      const last = frames.at(-1)!.find((f) => f.id === striker)!;
      expect(last.action).toBeNull();
      expect(Math.abs(last.armR)).toBeLessThan(0.6);
    }
  }
  // A figure that dies falls over the frames (partway, then lying on its back) and stays down.
  const falls = motion.flat().filter((f) => f.dead);
  expect(falls.some((f) => f.fall > 0.1 && f.fall < 1.4)).toBe(true);
  // The last death may still be playing (a loaded machine draws fewer frames): wait for it to end lying down.
  const lying = () => page.evaluate(() => (window as unknown as { battleFigures: { sample: () => FigureSample[] } }).battleFigures.sample().filter((f) => f.dead));
  await expect.poll(async () => (await lying()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await lying()).every((f) => f.fall > 1.4)).toBe(true);
  expect(await hud.getAttribute('data-outcome')).toBe('WIN');
  expect(poisonTicks).toBeGreaterThan(0);

  // The result panel stands over the field: the header, the log and its own button stay clear.
  const result = await boxOf(page.getByTestId('battle-result'));
  expect(intersects(result, header)).toBe(false);
  expect(intersects(result, await boxOf(hud.locator('.hud-bottom')))).toBe(false);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await waitForScene(page, 'road');

  // The victory toast rises clear of every button on the road.
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => {
      const t = await boxOf(toast);
      const buttons = await page.locator('button:visible').all();
      const hits = [];
      for (const b of buttons) if (intersects(t, await boxOf(b))) hits.push(await b.textContent());
      return hits;
    })
    .toEqual([]);
});
