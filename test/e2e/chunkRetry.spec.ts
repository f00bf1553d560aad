import { expect, test } from '../support/e2eTest.ts';
import { apiPost, waitForScene, walkToLair } from './helpers.ts';

const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

// Technical §8 "Chunk import fails: retry without end". Chromium keeps a module whose fetch failed as failed for the
// page's life: importing the same URL again rejects at once with no request, so a retry needs a fresh URL
// (core/boot/chunkParts.ts). The battle's chunk is fetched ahead once the road is drawn (core/app/useBattleChunk.ts).
test('a lazy chunk whose fetch failed once is fetched again at a fresh URL, and its scene then comes on', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  const asked: string[] = [];
  let failed = false;
  await page.route(/\/js\/battleChunk-[\w-]{8}\.js/, (route) => {
    asked.push(new URL(route.request().url()).search);
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionreset');
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  // The first try fails; importWithRetry tries again 1 s later.
  await expect.poll(() => asked, { timeout: 20_000 }).toEqual(['', '?retry=1']);

  // The chunk fetched the second time is the one the battle draws with.
  const lair = await walkToLair(page);
  await lair.click();
  await waitForScene(page, 'battle');
  await expect(page.locator('#battle-hud')).toBeVisible();
  // Through the whole walk and battle: no third fetch, and the one failure logged once.
  expect(asked).toEqual(['', '?retry=1']);
  expect(errors.filter((e) => e.includes('Battle chunk import failed'))).toHaveLength(1);
});
