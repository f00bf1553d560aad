import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LOG_CAP } from '../model/index.ts';
import { createErrorReporter } from './createErrorReporter.ts';
import { installErrorReporting, type ErrorSource } from './installErrorReporting.ts';
import { answersOk, createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { createTestApi } from '../../test/support/testApi.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LOG_PATH = '/api/log/add';

async function setup(handler?: Handler) {
  server = await createHttpTestServer(handler ?? answersOk);
  return { server, api: createTestApi(server.url, { domain: 'game.example' }).api };
}

/** A window-shaped event target with its own console; records what the original console.error received. */
function fakeWindow() {
  const printed: unknown[][] = [];
  const target = new EventTarget();
  const win: ErrorSource = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    console: { error: (...args: unknown[]) => void printed.push(args) },
  };
  const fire = (type: string, fields: Record<string, unknown>) => target.dispatchEvent(Object.assign(new Event(type), fields));
  return { win, printed, fire };
}

/** Lets the fire-and-forget log calls reach the server. */
async function settle(server: HttpTestServer, count: number): Promise<void> {
  for (let i = 0; i < 100 && server.on(LOG_PATH).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 30));
}

describe('createErrorReporter (technical §8: at most 3 client error logs per page load)', () => {
  it('sends the first 3 reports to the server log and drops the rest', async () => {
    const { server, api } = await setup();
    const reporter = createErrorReporter(api.logs.add);
    for (let i = 1; i <= 5; i++) reporter.report(new TypeError(`failure ${i}`));
    await settle(server, 3);
    expect(CLIENT_ERROR_LOG_CAP).toBe(3);
    expect(reporter.sent).toBe(3);
    const messages = server.on(LOG_PATH).map((r) => new URLSearchParams(r.body).get('message'));
    expect(messages).toHaveLength(3);
    expect(messages.map((m) => m?.split('\n')[0])).toEqual(['TypeError: failure 1', 'TypeError: failure 2', 'TypeError: failure 3']);
    expect(new URLSearchParams(server.on(LOG_PATH)[0]?.body).get('domain')).toBe('game.example');
  });

  it('never throws when the log call fails, and leaves no unhandled rejection', async () => {
    const { server, api } = await setup((_, res) => sendJson(res, 500, { code: 'INTERNAL', message: '' }));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const reporter = createErrorReporter(api.logs.add);
      expect(() => reporter.report(new Error('a'))).not.toThrow();
      const throwing = createErrorReporter(() => {
        throw new Error('send broke');
      });
      expect(() => throwing.report(new Error('b'))).not.toThrow();
      await settle(server, 1);
      expect(server.on(LOG_PATH)).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('installErrorReporting', () => {
  it('reports runtime errors, unhandled rejections and console.error, still printing to the console', async () => {
    const { server, api } = await setup();
    const { win, printed, fire } = fakeWindow();
    const uninstall = installErrorReporting(win, createErrorReporter(api.logs.add, { cap: 10 }));
    fire('error', { error: new RangeError('runtime boom'), message: 'Uncaught RangeError: runtime boom' });
    fire('unhandledrejection', { reason: new Error('async boom') });
    win.console.error('console boom', { detail: 1 });
    await settle(server, 3);
    const messages = server.on(LOG_PATH).map((r) => new URLSearchParams(r.body).get('message') ?? '');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^RangeError: runtime boom/);
    expect(messages[1]).toMatch(/^Unhandled rejection: Error: async boom/);
    expect(messages[2]).toBe('console boom {"detail":1}');
    expect(printed).toEqual([['console boom', { detail: 1 }]]);

    uninstall();
    win.console.error('after uninstall');
    fire('error', { error: new Error('after uninstall') });
    await settle(server, 4);
    expect(server.on(LOG_PATH)).toHaveLength(3);
    expect(printed).toHaveLength(2);
  });

  it('caps at 3 through the window too', async () => {
    const { server, api } = await setup();
    const { win, fire } = fakeWindow();
    installErrorReporting(win, createErrorReporter(api.logs.add));
    for (let i = 0; i < 6; i++) fire('error', { error: new Error(`e${i}`) });
    await settle(server, 3);
    expect(server.on(LOG_PATH)).toHaveLength(3);
  });

  it('does not recurse when sending the log itself calls console.error', async () => {
    const { win } = fakeWindow();
    let sends = 0;
    const reporter = createErrorReporter(
      async () => {
        sends++;
        win.console.error('log call failed');
        throw new Error('log call failed');
      },
      { cap: 100 },
    );
    installErrorReporting(win, reporter);
    win.console.error('first');
    await new Promise((r) => setTimeout(r, 20));
    expect(sends).toBe(1);
    expect(reporter.sent).toBe(1);
  });
});
