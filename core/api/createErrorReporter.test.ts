import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LOG_CAP } from '../model/index.ts';
import { createErrorReporter } from './createErrorReporter.ts';
import { installErrorReporting, type ErrorSource } from './installErrorReporting.ts';
import { answersOk, createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { recordCalls } from '../../test/support/recordCalls.ts';
import { createTestApi } from '../../test/support/testApi.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LOG_PATH = '/api/log/add';

/**
 * A server and the real log call, recorded: `report` hands a log to `send` before it returns (it never queues), so
 * `sent.calls` is at once every log the reports so far will ever send, and `sent.ended()` resolves once the server
 * has answered (and so has seen) each of them.
 */
async function setup(handler?: Handler) {
  server = await createHttpTestServer(handler ?? answersOk);
  const sent = recordCalls(createTestApi(server.url, { domain: 'game.example' }).api.logs.add);
  return { server, sent, send: sent.fn };
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

/** Waits one turn of the event loop: Node reports a rejection nobody handled before it starts the next turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createErrorReporter (technical §8: at most 3 client error logs per page load)', () => {
  it('sends the first 3 reports to the server log and drops the rest', async () => {
    const { server, sent, send } = await setup();
    const reporter = createErrorReporter(send);
    for (let i = 1; i <= 5; i++) reporter.report(new TypeError(`failure ${i}`));
    // Reports 4 and 5, had they gone out, would be calls 4 and 5 here already.
    expect(sent.calls).toHaveLength(3);
    await sent.ended();
    expect(CLIENT_ERROR_LOG_CAP).toBe(3);
    expect(reporter.sent).toBe(3);
    const messages = server.on(LOG_PATH).map((r) => new URLSearchParams(r.body).get('message'));
    expect(messages).toHaveLength(3);
    expect(messages.map((m) => m?.split('\n')[0])).toEqual(['TypeError: failure 1', 'TypeError: failure 2', 'TypeError: failure 3']);
    expect(new URLSearchParams(server.on(LOG_PATH)[0]?.body).get('domain')).toBe('game.example');
  });

  it('never throws when the log call fails, and leaves no unhandled rejection', async () => {
    const { server, sent, send } = await setup((_, res) => sendJson(res, 500, { code: 'INTERNAL', message: '' }));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const reporter = createErrorReporter(send);
      expect(() => reporter.report(new Error('a'))).not.toThrow();
      const throwing = createErrorReporter(() => {
        throw new Error('send broke');
      });
      expect(() => throwing.report(new Error('b'))).not.toThrow();
      // The 500 makes the log call reject: the failure the reporter must swallow.
      expect(await sent.ended()).toEqual(['rejected']);
      expect(server.on(LOG_PATH)).toHaveLength(1);
      // The reporter's own promise of the call has just rejected; had the reporter left it unhandled, Node would
      // report it once this turn's microtasks have run, so it is in `unhandled` by the next turn.
      await nextTurn();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('installErrorReporting', () => {
  it('reports runtime errors, unhandled rejections and console.error, still printing to the console', async () => {
    const { server, sent, send } = await setup();
    const { win, printed, fire } = fakeWindow();
    const uninstall = installErrorReporting(win, createErrorReporter(send, { cap: 10 }));
    fire('error', { error: new RangeError('runtime boom'), message: 'Uncaught RangeError: runtime boom' });
    fire('unhandledrejection', { reason: new Error('async boom') });
    win.console.error('console boom', { detail: 1 });
    expect(sent.calls).toHaveLength(3);
    await sent.ended();
    const messages = server.on(LOG_PATH).map((r) => new URLSearchParams(r.body).get('message') ?? '');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^RangeError: runtime boom/);
    expect(messages[1]).toMatch(/^Unhandled rejection: Error: async boom/);
    expect(messages[2]).toBe('console boom {"detail":1}');
    expect(printed).toEqual([['console boom', { detail: 1 }]]);

    uninstall();
    win.console.error('after uninstall');
    fire('error', { error: new Error('after uninstall') });
    // Events are dispatched and console.error runs synchronously: a listener or wrapper left installed would
    // have sent a fourth log by now.
    expect(sent.calls).toHaveLength(3);
    await sent.ended();
    expect(server.on(LOG_PATH)).toHaveLength(3);
    expect(printed).toHaveLength(2);
  });

  it('caps at 3 through the window too', async () => {
    const { server, sent, send } = await setup();
    const { win, fire } = fakeWindow();
    installErrorReporting(win, createErrorReporter(send));
    for (let i = 0; i < 6; i++) fire('error', { error: new Error(`e${i}`) });
    // A report past the cap would be a call here already.
    expect(sent.calls).toHaveLength(3);
    await sent.ended();
    expect(server.on(LOG_PATH)).toHaveLength(3);
  });

  it('does not recurse when sending the log itself calls console.error', async () => {
    const { win } = fakeWindow();
    let sends = 0;
    const sent = recordCalls(async () => {
      sends++;
      win.console.error('log call failed');
      throw new Error('log call failed');
    });
    const reporter = createErrorReporter(sent.fn, { cap: 100 });
    installErrorReporting(win, reporter);
    win.console.error('first');
    // A recursion would be synchronous (console.error inside send reports again, which sends again). Once the
    // send has failed, the reporter's handling of that failure has run too: a reporter that reported its own
    // failed send would have made a second send by then.
    expect(await sent.ended()).toEqual(['rejected']);
    expect(sends).toBe(1);
    expect(reporter.sent).toBe(1);
  });
});
