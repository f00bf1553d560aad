import { ACTIVITY_LOG_MS } from '../model/constants.ts';
import { LoadStage, SESSION_QUERY } from '../model/protocol.ts';

/** Stages sent once each (technical §4 "Loading progress", §7 "Load-stage logs"). */
type OnceStage = Exclude<LoadStage, 'active' | 'hidden'>;

export interface LoadLog {
  /** Sends a stage log the first time it is asked; later asks do nothing. */
  stage(stage: OnceStage): void;
  /** Starts the active/hidden log every ACTIVITY_LOG_MS until `stop` (technical §4 "Connection"). */
  startActivity(): void;
  /** The game has started: no more activity logs, no unload log. */
  stop(): void;
}

export interface LoadLogOptions {
  baseUrl: string;
  /** The stored session id, read when each log is sent (the request layer may not exist yet). */
  sessionId: () => string | null;
  /** The real load in percent, for the unload log. */
  loadedPct: () => number;
  document: Pick<Document, 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  fetch: typeof fetch;
}

/**
 * Plain `fetch` keeps the first chunk small: the request layer (ky) arrives with the app chunk. These logs are
 * best effort, so a failure is dropped.
 */
export function createLoadLog(options: LoadLogOptions): LoadLog {
  const sent = new Set<OnceStage>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  const send = (path: string, query: Record<string, string> = {}): void => {
    const sessionId = options.sessionId();
    const params = new URLSearchParams(sessionId ? { ...query, [SESSION_QUERY]: sessionId } : query);
    const search = params.toString();
    const url = `${options.baseUrl.replace(/\/+$/, '')}/api/load/log/${path}${search ? `?${search}` : ''}`;
    // keepalive lets the unload log leave a closing page.
    options.fetch(url, { credentials: 'include', keepalive: true }).catch(() => undefined);
  };

  // A visitor who leaves before the game starts tells how far the load got (technical §7 "/unload (loadedPct)").
  const onPageHide = (): void => {
    if (!stopped) send('unload', { loadedPct: String(Math.round(options.loadedPct())) });
  };
  options.window.addEventListener('pagehide', onPageHide);

  return {
    stage(stage) {
      if (sent.has(stage)) return;
      sent.add(stage);
      send(stage);
    },
    startActivity() {
      if (timer !== null || stopped) return;
      timer = setInterval(() => {
        send(options.document.visibilityState === 'hidden' ? LoadStage.hidden : LoadStage.active);
      }, ACTIVITY_LOG_MS);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearInterval(timer);
      timer = null;
      options.window.removeEventListener('pagehide', onPageHide);
    },
  };
}
