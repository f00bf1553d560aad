import { test as base } from '@playwright/test';

// The browser suites' `test` (issue 27): Playwright's own, whose every page draws at most FRAME_RATE frames a second.
// Everything else of '@playwright/test' passes through, so a spec imports `test`, `expect` and the types from here.
export * from '@playwright/test';

/**
 * Frames a second a page draws in the browser suites. This Chromium composes WebGL in software: each frame the game
 * draws costs a synchronous read-back of the canvas (25–130 ms) while SwiftShader rasterizes, so a page drawing the
 * road at its ~40 fps keeps about one of the machine's two cores busy for the whole test, taken from the test, its
 * server and the page's own scripts (issue 27's measurement). Most specs click the HUD and read the DOM.
 *
 * Why this hides no bug: the game's clocks are time-based (three's clock, `delta` in useFrame), so a walk, a fade or a
 * battle's motion takes the same time at 15 frames a second as at 60; only the number of pictures drawn on the way
 * differs. The road's step is clamped at 0.1 s (RoadScene MAX_STEP_S) and 15 fps is a 0.067 s step, under the clamp,
 * so the hero walks at the same speed. What a player can see in 15 fps is all there; a spec that samples motion frame
 * by frame (battle-feel) opts out with `test.use({ frameRate: null })`.
 */
const FRAME_RATE = 15;

/**
 * Installed in every document before its own scripts: requestAnimationFrame callbacks run together in the first
 * browser frame after 1/fps since the last batch (the browser's own frame time passed, as it is), the wait in
 * between spent in a timer so the page does no work at all between frames. Errors in a callback are reported as
 * the browser reports them (an uncaught error on the window), and the next callbacks still run.
 */
function capFrames(fps: number): void {
  const interval = 1000 / fps;
  // The browser's frames come about every 16.7 ms: a batch runs in the first one that starts less than half a
  // frame before it is due, and the timer wakes a frame early to ask for it.
  const slack = 8;
  const nativeRequest = window.requestAnimationFrame.bind(window);
  let waiting = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  let scheduled = false;
  let lastBatch = -Infinity;
  const run = (now: number): void => {
    const due = lastBatch + interval;
    if (now < due - slack) {
      setTimeout(() => nativeRequest(run), Math.max(0, due - now - 2 * slack));
      return;
    }
    scheduled = false;
    lastBatch = now;
    const batch = waiting;
    waiting = new Map();
    for (const callback of batch.values()) {
      try {
        callback(now);
      } catch (error: unknown) {
        reportError(error);
      }
    }
  };
  window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
    const id = nextId++;
    waiting.set(id, callback);
    if (!scheduled) {
      scheduled = true;
      nativeRequest(run);
    }
    return id;
  };
  window.cancelAnimationFrame = (id: number): void => {
    waiting.delete(id);
  };
}

export const test = base.extend<object, { frameRate: number | null }>({
  /** Frames a second every page of the worker draws at most; null for the browser's own rate. */
  frameRate: [FRAME_RATE, { scope: 'worker', option: true }],
  // Every context, the `page` fixture's and each a spec opens with `browser.newContext()` or `browser.newPage()`
  // (which goes through newContext), gets the cap before its first document.
  browser: [
    async ({ browser, frameRate }, use) => {
      if (frameRate !== null) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args) => {
          const context = await newContext(...args);
          await context.addInitScript(capFrames, frameRate);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
