import path from 'node:path';
import { test } from '../support/e2eTest.ts';
import { createServer, type GameServer, type ServerOptions } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';

const OWN_BUILD = path.resolve(import.meta.dirname, '../../builds/own');

/** The running server of a spec file, and its clock: `advance` moves the server's time forward without waiting. */
export interface OwnServer {
  readonly server: GameServer;
  readonly baseURL: string;
  advance(ms: number): void;
}

/**
 * Starts a reference server in this process for the spec file that calls it (in-memory database, the built own
 * bundle, request limits raised because a spec signs up many players from 127.0.0.1), and closes it after the file,
 * with every browser context the file opened.
 * A spec uses this when it needs what no public call grants: a level, money or a moved clock written straight in.
 */
export function ownServer(options: ServerOptions = {}): OwnServer {
  let running: GameServer | undefined;
  let url: string | undefined;
  let offsetMs = 0;
  test.beforeAll(async () => {
    running = await createServer({
      inMemory: true,
      staticDir: OWN_BUILD,
      rateLimits: scaleRateLimits(100),
      now: () => Date.now() + offsetMs,
      ...options,
    });
    url = await running.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A spec's own browser contexts close with its test (kept after a failure, for its screenshots) and at the latest
  // with its file: a page left open keeps drawing and reconnecting to a closed server, which slows every later spec.
  test.afterEach(async ({ browser }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) await Promise.all(browser.contexts().map((context) => context.close()));
  });
  test.afterAll(async ({ browser }) => {
    await Promise.all(browser.contexts().map((context) => context.close()));
    await running?.close();
  });
  return {
    get server() {
      if (!running) throw new Error('ownServer: the server starts in beforeAll');
      return running;
    },
    get baseURL() {
      if (url === undefined) throw new Error('ownServer: the server starts in beforeAll');
      return url;
    },
    advance(ms) {
      offsetMs += ms;
    },
  };
}
