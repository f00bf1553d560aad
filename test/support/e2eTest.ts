import { test as base, type Page } from '@playwright/test';

// The browser suites' `test` (issue 27): Playwright's own, whose every page draws at most FRAME_RATE frames a second.
// Everything else of '@playwright/test' passes through, so a spec imports `test`, `expect` and the types from here.
export * from '@playwright/test';

/**
 * Frames a second a page draws in the browser suites. This Chromium composes WebGL in software: each frame the game
 * draws costs a synchronous read-back of the canvas (25–130 ms) while SwiftShader rasterizes, so a page drawing the
 * road at its ~40 fps keeps about one of the machine's two cores busy for the whole test, taken from the test, its
 * server and the page's own scripts (issue 27's measurement). Most specs click the HUD and read the DOM.
 *
 * Measured (issue 27): a road frame at 480×800 costs Chromium about 0.07 CPU-s, so 15 frames a second kept most of a
 * core busy for as long as a scene was on screen; 10 spend a third less.
 *
 * Why this hides no bug: the game's clocks are time-based (three's clock, `delta` in useFrame), so a walk, a fade or a
 * battle's motion takes the same time at 10 frames a second as at 60; only the number of pictures drawn on the way
 * differs. The road's and the wheel's steps are clamped at 0.1 s (RoadScene MAX_STEP_S), and 10 fps is that step: a
 * batch runs in the browser's 60 Hz frames, every sixth (100.2 ms), so the hero walks at the same speed. What a player
 * can see in 10 fps is all there; a spec that samples motion frame by frame (battle-feel) opts out with
 * `test.use({ frameRate: null })`.
 */
const FRAME_RATE = 10;

/**
 * Frames a second of a page the test is not driving, while another page is (the multi-player specs: issue 27). Such
 * a page is only looked at, through the DOM, for what the server pushes to it; its clocks keep time as at any rate,
 * and in its next frame it shows where things stand. The road is the one scene whose step is clamped (0.1 s), so a
 * hero walking on a page nobody drives would walk slower; no spec walks a page it does not drive.
 */
const IDLE_FRAME_RATE = 2;

/** The binding through which a page says it is driven (context.exposeBinding). */
const DRIVEN = '__e2eDriven';
/** The page's function that sets its rate: true for the idle rate, false for the full one. */
const SET_IDLE = '__e2eIdle';

interface FrameRates {
  readonly fps: number;
  readonly idleFps: number;
  readonly driven: string;
  readonly setIdle: string;
}

/**
 * Installed in every document before its own scripts: requestAnimationFrame callbacks run together in the first
 * browser frame after 1/fps since the last batch (the browser's own frame time passed, as it is), the wait in
 * between spent in a timer so the page does no work at all between frames. Errors in a callback are reported as
 * the browser reports them (an uncaught error on the window), and the next callbacks still run.
 *
 * A new document, and any input (a pointer, a key, typing, a choice), makes the page the driven one at the full
 * rate and tells the worker (`driven`), which sets every other page of the browser to the idle rate (`setIdle`).
 */
function capFrames({ fps, idleFps, driven, setIdle }: FrameRates): void {
  let interval = 1000 / fps;
  // The browser's frames come about every 16.7 ms: a batch runs in the first one that starts less than half a
  // frame before it is due, and the timer wakes a frame early to ask for it.
  const slack = 8;
  const nativeRequest = window.requestAnimationFrame.bind(window);
  let waiting = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  let scheduled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastBatch = -Infinity;
  const run = (now: number): void => {
    const due = lastBatch + interval;
    if (now < due - slack) {
      timer = setTimeout(
        () => {
          timer = undefined;
          nativeRequest(run);
        },
        Math.max(0, due - now - 2 * slack),
      );
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

  let idle = false;
  let lastInput = -Infinity;
  const setRate = (toIdle: boolean): void => {
    if (toIdle === idle) return;
    idle = toIdle;
    interval = 1000 / (toIdle ? idleFps : fps);
    // Woken, the page draws its next frame now rather than at the end of an idle wait.
    if (!toIdle && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      nativeRequest(run);
    }
  };
  const tell = (): void => {
    const binding = (window as unknown as Record<string, (() => Promise<void>) | undefined>)[driven];
    void binding?.().catch(() => undefined);
  };
  Object.defineProperty(window, setIdle, {
    // The worker's word may arrive after this page's own newer input (two pages driven in quick succession).
    value: (toIdle: boolean) => setRate(toIdle && performance.now() - lastInput > 1000),
  });
  const onInput = (): void => {
    lastInput = performance.now();
    if (!idle) return;
    setRate(false);
    tell();
  };
  for (const type of ['pointerdown', 'keydown', 'input', 'change', 'wheel']) window.addEventListener(type, onInput, { capture: true, passive: true });
  // A document just opened is the one the test is waiting for.
  lastInput = performance.now();
  tell();
}

/** Runs in a page: its rate set through the function capFrames left on the window (none in a frame's blank start). */
function setRate({ name, idle }: { name: string; idle: boolean }): void {
  (window as unknown as Record<string, ((idle: boolean) => void) | undefined>)[name]?.(idle);
}

export const test = base.extend<object, { frameRate: number | null }>({
  /** Frames a second every page of the worker draws at most; null for the browser's own rate. */
  frameRate: [FRAME_RATE, { scope: 'worker', option: true }],
  // Every context, the `page` fixture's and each a spec opens with `browser.newContext()` or `browser.newPage()`
  // (which goes through newContext), gets the cap before its first document.
  browser: [
    async ({ browser, frameRate }, use) => {
      if (frameRate !== null) {
        const pages = new Set<Page>();
        let drivenPage: Page | undefined;
        // The page that says it is driven draws at the full rate (it set that itself); every other one idles.
        const drive = async (page: Page): Promise<void> => {
          drivenPage = page;
          const others = [...pages].filter((other) => other !== page && !other.isClosed());
          await Promise.all(
            others.flatMap((other) => other.frames().map((frame) => frame.evaluate(setRate, { name: SET_IDLE, idle: true }).catch(() => undefined))),
          );
        };
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args) => {
          const context = await newContext(...args);
          context.on('page', (page) => {
            pages.add(page);
            page.once('close', () => {
              pages.delete(page);
              if (drivenPage !== page) return;
              // The driven page closed: the test goes on with the others, each at the full rate until one is driven.
              drivenPage = undefined;
              for (const other of pages) for (const frame of other.frames()) void frame.evaluate(setRate, { name: SET_IDLE, idle: false }).catch(() => undefined);
            });
          });
          await context.exposeBinding(DRIVEN, ({ page }) => drive(page));
          await context.addInitScript(capFrames, { fps: frameRate, idleFps: IDLE_FRAME_RATE, driven: DRIVEN, setIdle: SET_IDLE });
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
