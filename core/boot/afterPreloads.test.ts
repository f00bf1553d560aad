import { describe, expect, it } from 'vitest';
import { afterPreloads, PRELOAD_WAIT_MS, type PreloadWatch } from './afterPreloads.ts';

/** A page whose preloads end when the test says so, with a timer the test fires. */
function fakePage(urls: string[], endedAlready: string[] = []) {
  const listeners = new Set<(url: string) => void>();
  const timers: { callback: () => void; ms: number }[] = [];
  const watch: PreloadWatch = {
    urls,
    ended: () => endedAlready,
    onEnded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTimer: (callback, ms) => void timers.push({ callback, ms }),
  };
  const end = (url: string) => listeners.forEach((listener) => listener(url));
  return { watch, end, timers, listeners };
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterPreloads (the atlas starts once the preloaded chunks have arrived)', () => {
  it('waits for every preloaded chunk, whatever else ends meanwhile, and stops listening then', async () => {
    const page = fakePage(['https://game.example/js/a.js', 'https://game.example/js/three.js']);
    const waited = afterPreloads(page.watch);
    page.end('https://game.example/js/a.js');
    page.end('https://game.example/api/player/info/road');
    expect(await settled(waited)).toBe(false);
    page.end('https://game.example/js/three.js');
    expect(await settled(waited)).toBe(true);
    expect(page.listeners.size).toBe(0);
  });

  it('counts chunks that had arrived before it was asked', async () => {
    const page = fakePage(['https://game.example/js/a.js', 'https://game.example/js/b.js'], ['https://game.example/js/a.js']);
    const waited = afterPreloads(page.watch);
    page.end('https://game.example/js/b.js');
    expect(await settled(waited)).toBe(true);
  });

  it('goes at once on a page that preloads nothing or whose preloads have all arrived', async () => {
    expect(await settled(afterPreloads(fakePage([]).watch))).toBe(true);
    expect(await settled(afterPreloads(fakePage(['https://game.example/js/a.js'], ['https://game.example/js/a.js']).watch))).toBe(true);
  });

  it('does not hold the atlas back longer than PRELOAD_WAIT_MS when a chunk never reports', async () => {
    const page = fakePage(['https://game.example/js/three.js']);
    const waited = afterPreloads(page.watch);
    expect(page.timers.map((t) => t.ms)).toEqual([PRELOAD_WAIT_MS]);
    expect(await settled(waited)).toBe(false);
    page.timers[0]?.callback();
    expect(await settled(waited)).toBe(true);
    expect(page.listeners.size).toBe(0);
  });
});
