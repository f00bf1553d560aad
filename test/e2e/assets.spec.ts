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

  // The atlas's states as they come: on a loaded machine the retry (5 s after the failure) may start before the road
  // has drawn, so the state at any one moment says less than their order.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { atlasStates: string[] }).atlasStates = states;
    // On the document with its subtree: the <html> element does not exist yet when this runs.
    new MutationObserver(() => {
      const state = document.documentElement.dataset.atlas;
      if (state && states.at(-1) !== state) states.push(state);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-atlas'] });
  });

  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  expect(errors.some((e) => e.includes('Atlas: loading failed'))).toBe(true);
  // The first retry waits 5 s; then the real frames replace the stub.
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'ready', { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { atlasStates: string[] }).atlasStates)).toEqual(['loading', 'failed', 'loading', 'ready']);
  expect(atlasAsks).toBe(2);
});

test('the first road frame starts its files at once: every chunk it loads is preloaded, the atlas asked once and as WebP, the canvas made early', async ({ page, baseURL }) => {
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

  const { preloaded, fetchedBeforeFrame, sizeOnWire } = await page.evaluate(() => {
    const frame = performance.getEntriesByName('first-road-frame')[0]!.startTime;
    const js = (url: string) => new URL(url).pathname.endsWith('.js');
    return {
      // The page's own, not those a lazy chunk's import adds (core/boot/chunkParts.ts).
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]:not([data-chunk-part])')].map((l) => l.href),
      fetchedBeforeFrame: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < frame && js(e.name))
        .map((e) => e.name),
      // Each link's data-bytes (the build's brotli size) beside the body the browser received.
      sizeOnWire: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]:not([data-chunk-part])')].map((l) => {
        const entry = performance.getEntriesByName(l.href, 'resource')[0] as PerformanceResourceTiming | undefined;
        return { said: Number(l.dataset.bytes), received: entry?.encodedBodySize ?? 0 };
      }),
    };
  });
  // The page's catalog is the one chunk picked at run time (by language): the first chunk asks for it as it starts.
  const catalog = /\/js\/(en|ru)-[\w-]{8}\.js$/;
  expect(
    fetchedBeforeFrame.filter((url) => !catalog.test(url) && !preloaded.includes(url)),
    'chunks fetched before the first road frame without a modulepreload: name their module in FIRST_FRAME_MODULES (scripts/modulePreloads.mjs), or load them after the first frame',
  ).toEqual([]);
  expect(preloaded.length).toBeGreaterThanOrEqual(4);
  // Issue 26: the page times the atlas by the preloads' sizes (core/boot/afterPreloads.ts): each about what is served.
  for (const { said, received } of sizeOnWire) {
    expect(Math.abs(said - received) / received, `a preload link's data-bytes ${said} against the ${received} bytes served`).toBeLessThan(0.02);
  }

  expect(atlasAsks).toEqual(['/atlas/main.json', '/atlas/main.webp']);
  expect(atlasTypes).toContain('/atlas/main.webp image/webp');
  // The marks the slow profile's bench splits the first frame by (core/scene/atlas/markTime.ts), in the order a visit
  // passes them: the atlas received, decoded and in the store before the first frame drawn with it, that frame last.
  const marks = await page.evaluate(() =>
    ['atlas-received', 'atlas-decoded', 'atlas-ready', 'scene-settled-frame', 'first-road-frame'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null),
  );
  expect(marks.every((t) => t !== null), `marks missing: ${JSON.stringify(marks)}`).toBe(true);
  expect([...marks].sort((a, b) => a! - b!)).toEqual(marks);
  expect(await page.evaluate(() => performance.getEntriesByName('scene-first-frame').length)).toBe(1);
  // Issue 26: three.js draws on the canvas whose WebGL context the first script made (core/boot/earlyCanvas.ts).
  await expect(page.getByTestId('play-area').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('play-area').locator('canvas')).toHaveAttribute('data-context', 'early');
  await expect(page.getByTestId('play-area').locator('canvas')).toHaveAttribute('data-engine', /^three\.js/);
  expect(violations).toEqual([]);
});

test('once the road is drawn the battle chunk is fetched ahead, never before that frame, with no battle asked for', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  const battleChunk = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => /\/js\/battleChunk-[\w-]{8}\.js$/.test(e.name));
      return entry ? { start: entry.startTime, frame: performance.getEntriesByName('first-road-frame')[0]!.startTime } : null;
    });
  // core/app/useBattleChunk.ts: when the page is next idle after the frame, at the latest 3 s after it.
  await expect.poll(battleChunk, { timeout: 15_000 }).not.toBeNull();
  const { start, frame } = (await battleChunk())!;
  expect(start).toBeGreaterThan(frame);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'road');
});

test('behind the veil the road is drawn once while the atlas is on its way, and again as soon as it is there', async ({ page, baseURL }) => {
  const { token } = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  await page.addInitScript((t) => localStorage.setItem('authorization', t!), token);
  // Counts the frames in which the page drew anything (a WebGL draw call), by the page's own animation frames.
  await page.addInitScript(() => {
    const w = window as unknown as { drawnFrames: number; tick: number };
    w.drawnFrames = 0;
    w.tick = 0;
    let drawnTick = -1;
    const tick = () => {
      w.tick += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    for (const name of ['drawElements', 'drawArrays'] as const) {
      const draw = WebGL2RenderingContext.prototype[name] as (...args: unknown[]) => void;
      (WebGL2RenderingContext.prototype as unknown as Record<string, unknown>)[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        if (drawnTick !== w.tick) {
          drawnTick = w.tick;
          w.drawnFrames += 1;
        }
        draw.apply(this, args);
      };
    }
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/atlas/main.webp', async (route) => {
    await held;
    await route.continue();
  });
  const frames = () => page.evaluate(() => (window as unknown as { drawnFrames: number }).drawnFrames);
  const animationFrames = (n: number) =>
    page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          let left = count;
          const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
      n,
    );

  await page.goto('/?lang=en');
  await expect.poll(frames, { timeout: 60_000 }).toBeGreaterThan(0);
  const warmUp = await frames();
  await animationFrames(30);
  expect(await frames(), 'frames drawn behind the veil while the atlas was held back').toBe(warmUp);
  await expect(page.locator('html')).not.toHaveAttribute('data-scene-ready', 'true');

  release();
  await waitForScene(page, 'road');
  await expect(page.locator('html')).toHaveAttribute('data-atlas', 'ready');
  await animationFrames(10);
  expect(await frames()).toBeGreaterThan(warmUp + 5);
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
