import { describe, expect, it } from 'vitest';
import { createEarlyFetch } from './earlyFetch.ts';

/** A fetch that records each URL asked and answers with a body naming the request's number. */
const recordingFetch = () => {
  const asked: string[] = [];
  const fetchUrl = (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(`${url} #${asked.length}`));
  };
  return { asked, fetchUrl };
};

describe('createEarlyFetch (issue 10: the atlas is asked for once, by the first script)', () => {
  it('asks at start and hands that response to the first asker without asking again', async () => {
    const { asked, fetchUrl } = recordingFetch();
    const early = createEarlyFetch(fetchUrl);
    early.start(['https://game.example/atlas/main.json']);
    expect(asked).toEqual(['https://game.example/atlas/main.json']);
    expect(await (await early.fetch('https://game.example/atlas/main.json')).text()).toBe('https://game.example/atlas/main.json #1');
    expect(asked).toHaveLength(1);
  });

  it('asks anew for a second asker (a body reads once) and for a URL never started', async () => {
    const { asked, fetchUrl } = recordingFetch();
    const early = createEarlyFetch(fetchUrl);
    early.start(['a', 'a']);
    await early.fetch('a');
    expect(await (await early.fetch('a')).text()).toBe('a #2');
    expect(await (await early.fetch('b')).text()).toBe('b #3');
    expect(asked).toEqual(['a', 'a', 'b']);
  });

  it('passes a failed early request to its taker, and nothing is left unhandled meanwhile', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const early = createEarlyFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      early.start(['atlas/main.webp']);
      // Two turns of the event loop: an unhandled rejection is reported after the microtasks of its turn.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      await expect(early.fetch('atlas/main.webp')).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
