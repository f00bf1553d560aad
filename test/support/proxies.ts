// Edges a test controls in front of the real reference server (test/support/referenceServer.ts), for what the server
// itself cannot be asked to do: go away (an outage), answer late, or fail inside (a 5xx). The server stays
// untouched by tests.
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { ErrorCode, type ErrorBody } from '../../core/model/index.ts';

/** A TCP proxy that can go down (every connection cut, new ones refused) and come back on the same port. */
export interface SwitchableProxy {
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startProxy(targetUrl: string): Promise<SwitchableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const make = (): Server =>
    createTcpServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server: Server | null = make();
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = async (): Promise<void> => {
    const closing = server;
    server = null;
    for (const s of sockets) s.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    down: stop,
    up: async () => {
      if (server) return;
      const next = make();
      await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
      server = next;
    },
    close: stop,
  };
}

/** Calls to one path held at a holding proxy until the test lets them go on to the server. */
export interface HeldPath {
  /** How many calls wait at the proxy now. */
  waiting(): number;
  /** Lets the waiting calls, and every later one, through. */
  release(): void;
}

/**
 * An HTTP proxy that forwards everything to the server except calls to a held path, which wait until released
 * (a slow answer at a moment the test chooses, with no clock involved), and calls to a failing path, which it
 * answers itself as the server answers an internal error.
 */
export interface HoldingProxy {
  url: string;
  hold(path: string): HeldPath;
  /** Answers every later call to `path` with the server's 500 `INTERNAL`; the server never sees them. */
  fail(path: string): void;
  close(): Promise<void>;
}

// What fixtures/server/http/errorHandling.ts answers for an error it did not expect.
const INTERNAL_ERROR: ErrorBody = { code: ErrorCode.INTERNAL, message: 'Internal server error' };

export async function startHoldingProxy(targetUrl: string): Promise<HoldingProxy> {
  const target = new URL(targetUrl);
  const held = new Map<string, (() => void)[]>();
  const failing = new Set<string>();
  const server = createHttpServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const path = new URL(req.url ?? '/', target).pathname;
    const queue = held.get(path);
    if (failing.has(path)) {
      // The body is read first, so the client never sees its upload cut short.
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(INTERNAL_ERROR));
      });
    } else if (queue) queue.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (path) => {
      const queue: (() => void)[] = [];
      held.set(path, queue);
      return {
        waiting: () => queue.length,
        release: () => {
          held.delete(path);
          for (const forward of queue.splice(0)) forward();
        },
      };
    },
    fail: (path) => void failing.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
