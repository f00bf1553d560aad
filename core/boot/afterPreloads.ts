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
  /** The build's count of a preload's bytes on the wire (its link's `data-bytes`, brotli), when the page has it. */
  expectedBytes: (url: string) => number | undefined;
  /** Resource Timing of an ended response; undefined when the browser does not say (or hides its size). */
  endedResponse: (url: string) => EndedResponse | undefined;
  /**
   * The page's own round trip (ms): from its request to its answer's end (a few KB, so about one round trip). Not to
   * the first byte: Chromium's throttling (the benchmark's slow line) adds its latency after the reported first byte.
   */
  roundTrip: () => number | undefined;
  /** Milliseconds on Resource Timing's clock. */
  now: () => number;
}

/** What Resource Timing tells of an ended response (ms after navigation start, bytes). */
export interface EndedResponse {
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
}

/**
 * Issue 26: once only the last preload (three, the largest) is still coming, how long from now until one round trip
 * before its last byte: the atlas asked for then has its first byte on the line as three's last leaves it, instead
 * of the line standing idle for the atlas's round trip. Undefined when the page cannot tell (no size from the
 * build, or Resource Timing hides the sizes, as a static host without Timing-Allow-Origin does).
 * The line is taken as full since the first preload's first byte, and shared evenly by the responses on it, so the
 * last preload had received about what the one that ended just before it had.
 */
export function lastPreloadLead(watch: PreloadWatch, endedUrls: readonly string[], last: string): number | undefined {
  const size = watch.expectedBytes(last);
  const ended = endedUrls.map((url) => watch.endedResponse(url));
  if (!size || ended.length === 0) return undefined;
  const responses: EndedResponse[] = [];
  for (const response of ended) {
    if (!response || response.transferSize <= 0) return undefined;
    responses.push(response);
  }
  const roundTrip = watch.roundTrip() ?? 0;
  // No first byte comes before a round trip after its request, whatever the timing says (see roundTrip).
  const lineStart = Math.min(...responses.map((r) => Math.max(r.responseStart, r.requestStart + roundTrip)));
  const elapsed = watch.now() - lineStart;
  if (!(elapsed > 0)) return undefined;
  const latest = responses.reduce((a, b) => (b.responseEnd > a.responseEnd ? b : a));
  const had = Math.min(size, latest.transferSize);
  const rate = (responses.reduce((sum, r) => sum + r.transferSize, 0) + had) / elapsed;
  return (size - had) / rate - roundTrip;
}

/**
 * Resolves once every chunk the page preloads has arrived, or one round trip before the last of them is due
 * (lastPreloadLead), or after PRELOAD_WAIT_MS. On a slow connection every
 * response in flight shares the bandwidth: the atlas (the largest file of the first visit) started beside the
 * renderer's chunk made both arrive last, and the renderer's set-up (parsing three, compiling shaders, building the
 * road) then waited for the wire. Started after the chunks, the atlas downloads while that set-up runs.
 */
export function afterPreloads(watch: PreloadWatch): Promise<void> {
  const waiting = new Set(watch.urls);
  return new Promise((resolve) => {
    let done = false;
    let led = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      resolve();
    };
    const arrived = (url: string) => {
      waiting.delete(url);
      if (waiting.size === 0) finish();
      else if (waiting.size === 1 && !led) {
        led = true;
        const [last] = [...waiting];
        const lead = last === undefined ? undefined : lastPreloadLead(watch, watch.urls.filter((u) => !waiting.has(u)), last);
        if (lead !== undefined) {
          if (lead <= 0) finish();
          else watch.setTimer(finish, lead);
        }
      }
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
    expectedBytes: (url) => {
      const bytes = Number(links.find((link) => link.href === url)?.dataset.bytes);
      return bytes > 0 ? bytes : undefined;
    },
    endedResponse: (url) => {
      const entry = performance.getEntriesByName(url, 'resource')[0] as PerformanceResourceTiming | undefined;
      return entry && { requestStart: entry.requestStart, responseStart: entry.responseStart, responseEnd: entry.responseEnd, transferSize: entry.transferSize };
    },
    roundTrip: () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return navigation && navigation.responseEnd > navigation.requestStart ? navigation.responseEnd - navigation.requestStart : undefined;
    },
    now: () => performance.now(),
  };
}
