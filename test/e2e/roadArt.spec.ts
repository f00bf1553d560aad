import { expect, test } from '../support/e2eTest.ts';
import { apiPost, waitForScene } from './helpers.ts';

interface Probe {
  sprites: () => { key: string; kind: string; x: number; y: number; size: number }[];
  overlaps: () => [string, string][];
  stairOverlaps: (from: number, to: number) => [string, string][];
}
const probe = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const road = (window as unknown as { roadLayout?: Probe }).roadLayout;
    if (!road) return null;
    const sprites = road.sprites();
    return { places: sprites.filter((s) => s.kind === 'place' || s.kind === 'lair').length, overlaps: road.overlaps(), stairs: road.stairOverlaps(1, 10) };
  });

const trial = { characterAndCompanion: 'human:human_male', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`the road's sprites never overlap: the places drawn now and the first ten stairs (${viewport.width}×${viewport.height})`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
    expect(token).toBeTruthy();
    await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
    await page.goto('/?lang=en');
    await waitForScene(page, 'road');
    await expect.poll(async () => (await probe(page))?.places ?? 0).toBeGreaterThan(4);
    const layout = await probe(page);
    expect(layout?.overlaps).toEqual([]);
    expect(layout?.stairs).toEqual([]);
    // Issue 24: the road stands in its world (the first stairs: the meadow) and its depth part has come.
    await expect(page.locator('canvas[data-road-world="meadow"][data-road-depth]')).toHaveCount(1);
  });
}
