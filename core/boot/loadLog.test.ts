import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpTestServer, type HttpTestServer } from '../../test/support/httpServer.ts';
import { recordCalls } from '../../test/support/recordCalls.ts';
import { ACTIVITY_LOG_MS } from '../model/constants.ts';
import { createLoadLog } from './loadLog.ts';

let server: HttpTestServer;
beforeEach(async () => {
  server = await createHttpTestServer();
  server.route('GET /api/load/log/preboot', () => ({ json: { ok: true } }));
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

/** A window stand-in that records listeners, so the test can fire `pagehide`. */
function fakeWindow() {
  const listeners = new Map<string, EventListener>();
  return {
    listeners,
    addEventListener: (type: string, listener: EventListener) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'> & { listeners: Map<string, EventListener> };
}

/**
 * The real `fetch`, recorded. Every log is handed to `fetch` synchronously (by `stage`, a timer tick or
 * `pagehide`), so what has been sent is known at once; awaiting the calls' answers means the server has seen them.
 */
function recordedFetch() {
  const recorded = recordCalls<Parameters<typeof fetch>, Response>(fetch);
  return { ...recorded, paths: () => recorded.calls.map(({ args: [url] }) => new URL(String(url)).pathname) };
}

describe('load-stage logs', () => {
  it('sends each stage once, with the session id', async () => {
    const sent = recordedFetch();
    const log = createLoadLog({
      baseUrl: server.url,
      sessionId: () => 'sess-1',
      loadedPct: () => 0,
      document: { visibilityState: 'visible' },
      window: fakeWindow(),
      fetch: sent.fn,
    });
    log.stage('preboot');
    log.stage('preboot');
    log.stage('five');
    log.stage('game/started');
    log.stage('five');
    // A repeated stage sent again would be a fourth or fifth call here: `stage` calls fetch before it returns.
    expect(sent.paths()).toEqual(['/api/load/log/preboot', '/api/load/log/five', '/api/load/log/game/started']);
    await sent.ended();
    expect(server.requests.map((r) => r.path).sort()).toEqual(
      ['/api/load/log/five', '/api/load/log/game/started', '/api/load/log/preboot'].sort(),
    );
    expect(server.requests.every((r) => r.query.get('sessionId') === 'sess-1')).toBe(true);
  });

  it('sends active or hidden every ACTIVITY_LOG_MS by page visibility until stopped (technical §4 "Connection")', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const doc = { visibilityState: 'visible' as DocumentVisibilityState };
    const sent = recordedFetch();
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 0, document: doc, window: fakeWindow(), fetch: sent.fn });
    log.startActivity();
    log.startActivity();
    vi.advanceTimersByTime(ACTIVITY_LOG_MS - 1);
    expect(sent.paths()).toEqual([]);
    vi.advanceTimersByTime(1);
    doc.visibilityState = 'hidden';
    vi.advanceTimersByTime(ACTIVITY_LOG_MS);
    log.stop();
    vi.advanceTimersByTime(ACTIVITY_LOG_MS * 3);
    // Each tick calls fetch as it fires, so a second interval (startActivity twice) or one left running after
    // stop would show here as more calls. The order is the one sent; two requests may reach the server either way.
    expect(sent.paths()).toEqual(['/api/load/log/active', '/api/load/log/hidden']);
    await sent.ended();
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/api/load/log/active', '/api/load/log/hidden']);
  });

  it('tells how far the load got when the page is left before the game starts, and not after', async () => {
    const win = fakeWindow();
    const sent = recordedFetch();
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 42.4, document: { visibilityState: 'visible' }, window: win, fetch: sent.fn });
    win.listeners.get('pagehide')?.(new Event('pagehide'));
    expect(sent.paths()).toEqual(['/api/load/log/unload']);
    await sent.ended();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('/api/load/log/unload');
    expect(server.requests[0]?.query.get('loadedPct')).toBe('42');
    log.stop();
    expect(win.listeners.has('pagehide')).toBe(false);
  });

  it('drops a failed log silently', async () => {
    await server.close();
    const sent = recordedFetch();
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 0, document: { visibilityState: 'visible' }, window: fakeWindow(), fetch: sent.fn });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => log.stage('boot')).not.toThrow();
      // The fetch did fail (nothing listens any more), so the log met the failure it must drop.
      expect(await sent.ended()).toEqual(['rejected']);
      // Node reports a rejection nobody handled once the microtasks of the turn have run, before the next turn
      // (setImmediate): a log that let its fetch's rejection escape would be in `unhandled` by then.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    server = await createHttpTestServer();
  });
});
