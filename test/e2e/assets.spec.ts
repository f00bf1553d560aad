import { expect, test } from '@playwright/test';
import { apiPost, waitForScene } from './helpers.ts';

const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

test('a missing atlas leaves the stub sprites, the game runs on, and the atlas arrives on a later try', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  let atlasAsks = 0;
  await page.route('**/atlas/main.json', (route) => (++atlasAsks === 1 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'failed');
  expect(errors.some((e) => e.includes('Atlas: loading failed'))).toBe(true);
  // The first retry waits 5 s; then the real frames replace the stub.
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'ready', { timeout: 30_000 });
  expect(atlasAsks).toBe(2);
});
