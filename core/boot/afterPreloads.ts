/** The longest the atlas waits for the preloaded chunks: a load that never reports must not hold the atlas back. */
export const PRELOAD_WAIT_MS = 4_000;

export interface PreloadWatch {
  /** The absolute URLs the page preloads (its `<link rel="modulepreload">`). */
  urls: readonly string[];
  /** URLs whose responses have ended so far. */
  ended: () => Iterable<string>;
  /** Calls back with each URL whose response ends from now on; returns the unsubscribe function. */
  onEnded: (listener: (url: string) => void) => () => void;
  setTimer: (callback: () => void, ms: number) => void;
}

/**
 * Resolves once every chunk the page preloads has arrived (or after PRELOAD_WAIT_MS). On a slow connection every
 * response in flight shares the bandwidth: the atlas (the largest file of the first visit) started beside the
 * renderer's chunk made both arrive last, and the renderer's set-up (parsing three, compiling shaders, building the
 * road) then waited for the wire. Started after the chunks, the atlas downloads while that set-up runs.
 */
export function afterPreloads(watch: PreloadWatch): Promise<void> {
  const waiting = new Set(watch.urls);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      resolve();
    };
    const arrived = (url: string) => {
      waiting.delete(url);
      if (waiting.size === 0) finish();
    };
    // Listening before looking back, so a chunk that ends in between is not missed.
    const unsubscribe = watch.onEnded(arrived);
    for (const url of watch.ended()) arrived(url);
    if (waiting.size === 0) finish();
    else watch.setTimer(finish, PRELOAD_WAIT_MS);
  });
}

/**
 * The page's own preloads: a `<link rel="modulepreload">` fires `load` (or `error`) when its response has ended; one
 * that ended before this looked is in Resource Timing.
 */
export function pagePreloadWatch(doc: Document): PreloadWatch {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  return {
    urls: links.map((link) => link.href),
    ended: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    onEnded: (listener) => {
      const handlers = links.map((link) => {
        const handler = () => listener(link.href);
        link.addEventListener('load', handler);
        link.addEventListener('error', handler);
        return () => {
          link.removeEventListener('load', handler);
          link.removeEventListener('error', handler);
        };
      });
      return () => handlers.forEach((remove) => remove());
    },
    setTimer: (callback, ms) => void setTimeout(callback, ms),
  };
}
