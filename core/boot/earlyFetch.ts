/** The part of `fetch` early requests use: a URL in, a response out. */
export type FetchUrl = (url: string) => Promise<Response>;

/** Requests started before anyone asks for them, handed to the first asker of each URL. */
export interface EarlyFetch {
  /** Starts a GET of each URL now (a URL already under way is not asked again). */
  start(urls: readonly string[]): void;
  /** The early response of `url` the first time it is asked for (and then forgotten), otherwise a new request. */
  fetch: FetchUrl;
}

/**
 * Issue 10 "no request chains": the first script asks at once for what a later chunk will need (the atlas), so the
 * download runs beside the JS chunks instead of after them, and the later chunk takes that response rather than
 * asking again. A response is handed out once (its body can be read once); a second asker, or a retry after a
 * failure, makes a new request.
 */
export function createEarlyFetch(fetchUrl: FetchUrl): EarlyFetch {
  const early = new Map<string, Promise<Response>>();
  return {
    start(urls) {
      for (const url of urls) {
        if (early.has(url)) continue;
        const response = fetchUrl(url);
        // Handled here so an early request nobody takes (or that fails before it is taken) is no unhandled
        // rejection; the taker still sees the failure.
        response.catch(() => undefined);
        early.set(url, response);
      }
    },
    fetch(url) {
      const response = early.get(url);
      if (!response) return fetchUrl(url);
      early.delete(url);
      return response;
    },
  };
}

/** The page's early requests: started by mount (core/mount.ts), taken by the atlas loader (core/app/GameView.tsx). */
export const earlyAssets: EarlyFetch = createEarlyFetch((url) => fetch(url));
