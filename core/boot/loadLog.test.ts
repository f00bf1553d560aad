import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpTestServer, type HttpTestServer } from '../../test/support/httpServer.ts';
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

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('load-stage logs', () => {
  it('sends each stage once, with the session id', async () => {
    const log = createLoadLog({
      baseUrl: server.url,
      sessionId: () => 'sess-1',
      loadedPct: () => 0,
      document: { visibilityState: 'visible' },
      window: fakeWindow(),
      fetch,
    });
    log.stage('preboot');
    log.stage('preboot');
    log.stage('five');
    log.stage('game/started');
    log.stage('five');
    await until(() => server.requests.length >= 3);
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests.map((r) => r.path).sort()).toEqual(
      ['/api/load/log/five', '/api/load/log/game/started', '/api/load/log/preboot'].sort(),
    );
    expect(server.requests.every((r) => r.query.get('sessionId') === 'sess-1')).toBe(true);
  });

  it('sends active or hidden every ACTIVITY_LOG_MS by page visibility until stopped (technical §4 "Connection")', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const doc = { visibilityState: 'visible' as DocumentVisibilityState };
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 0, document: doc, window: fakeWindow(), fetch });
    log.startActivity();
    log.startActivity();
    vi.advanceTimersByTime(ACTIVITY_LOG_MS - 1);
    vi.advanceTimersByTime(1);
    doc.visibilityState = 'hidden';
    vi.advanceTimersByTime(ACTIVITY_LOG_MS);
    log.stop();
    vi.advanceTimersByTime(ACTIVITY_LOG_MS * 3);
    await until(() => server.requests.length >= 2);
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests.map((r) => r.path)).toEqual(['/api/load/log/active', '/api/load/log/hidden']);
  });

  it('tells how far the load got when the page is left before the game starts, and not after', async () => {
    const win = fakeWindow();
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 42.4, document: { visibilityState: 'visible' }, window: win, fetch });
    win.listeners.get('pagehide')?.(new Event('pagehide'));
    await until(() => server.requests.length >= 1);
    expect(server.requests[0]?.path).toBe('/api/load/log/unload');
    expect(server.requests[0]?.query.get('loadedPct')).toBe('42');
    log.stop();
    expect(win.listeners.has('pagehide')).toBe(false);
  });

  it('drops a failed log silently', async () => {
    await server.close();
    const log = createLoadLog({ baseUrl: server.url, sessionId: () => null, loadedPct: () => 0, document: { visibilityState: 'visible' }, window: fakeWindow(), fetch });
    expect(() => log.stage('boot')).not.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    server = await createHttpTestServer();
  });
});
