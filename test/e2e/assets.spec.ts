import { expect, test } from '../support/e2eTest.ts';
import { apiPost, recordCspViolations, waitForScene } from './helpers.ts';

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

test('the first road frame starts its files at once: every chunk it loads is preloaded, the atlas asked once and as WebP', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  const violations = await recordCspViolations(page);
  const atlasAsks: string[] = [];
  page.on('request', (r) => r.url().includes('/atlas/') && atlasAsks.push(new URL(r.url()).pathname));
  const atlasTypes: string[] = [];
  page.on('response', (r) => r.url().includes('/atlas/main.') && atlasTypes.push(`${new URL(r.url()).pathname} ${r.headers()['content-type']}`));

  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'ready');

  const { preloaded, fetchedBeforeFrame } = await page.evaluate(() => {
    const frame = performance.getEntriesByName('first-road-frame')[0]!.startTime;
    const js = (url: string) => new URL(url).pathname.endsWith('.js');
    return {
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href),
      fetchedBeforeFrame: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < frame && js(e.name))
        .map((e) => e.name),
    };
  });
  // The page's catalog is the one chunk picked at run time (by language): the first chunk asks for it as it starts.
  const catalog = /\/js\/(en|ru)-[\w-]{8}\.js$/;
  expect(
    fetchedBeforeFrame.filter((url) => !catalog.test(url) && !preloaded.includes(url)),
    'chunks fetched before the first road frame without a modulepreload: name their module in FIRST_FRAME_MODULES (scripts/modulePreloads.mjs), or load them after the first frame',
  ).toEqual([]);
  expect(preloaded.length).toBeGreaterThanOrEqual(4);

  expect(atlasAsks).toEqual(['/atlas/main.json', '/atlas/main.webp']);
  expect(atlasTypes).toContain('/atlas/main.webp image/webp');
  expect(violations).toEqual([]);
});

test('an atlas WebP the browser cannot decode gives way to the PNG', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  // What a browser without WebP sees: bytes it cannot decode.
  await page.route('**/atlas/main.webp', (route) => route.fulfill({ status: 200, contentType: 'image/webp', body: 'RIFF????WEBPnot-an-image' }));
  const atlasAsks: string[] = [];
  page.on('request', (r) => r.url().includes('/atlas/') && atlasAsks.push(new URL(r.url()).pathname));

  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'ready');
  expect(atlasAsks).toEqual(['/atlas/main.json', '/atlas/main.webp', '/atlas/main.png']);
});
