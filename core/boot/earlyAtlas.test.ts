import { describe, expect, it } from 'vitest';
import type { AtlasFiles } from '../scene/atlas/fetchAtlas.ts';
import { createEarlyAtlas } from './earlyAtlas.ts';

const files = { json: { frames: {}, meta: { image: 'main.webp', size: { w: 1, h: 1 }, scale: '1' } }, image: {} } as unknown as AtlasFiles;

describe('createEarlyAtlas (issue 10: the atlas is fetched once, by the first script)', () => {
  it('starts one load, from the given base with the given progress, and hands it out once', async () => {
    const calls: string[] = [];
    const early = createEarlyAtlas((baseUri, onProgress) => {
      calls.push(baseUri);
      onProgress(0.5);
      return Promise.resolve(files);
    });
    const progress: number[] = [];
    early.start('https://static.example/game/', (f) => progress.push(f));
    early.start('https://static.example/game/', (f) => progress.push(f));
    expect(calls).toEqual(['https://static.example/game/']);
    expect(progress).toEqual([0.5]);
    expect(await early.take()).toBe(files);
    expect(early.take()).toBeNull();
  });

  it('has nothing to hand out when never started', () => {
    expect(createEarlyAtlas(() => Promise.resolve(files)).take()).toBeNull();
  });

  it('passes a failed load to its taker, and nothing is left unhandled meanwhile', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const early = createEarlyAtlas(() => Promise.reject(new TypeError('Failed to fetch')));
      early.start('https://static.example/game/', () => undefined);
      // Two turns of the event loop: an unhandled rejection is reported after the microtasks of its turn.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      await expect(early.take()).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
