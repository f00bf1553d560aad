// Edges a test controls in front of the real reference server (core/state/testServer.ts), for what the server
// itself cannot be asked to do: go away (an outage) or answer late. The server stays untouched by tests.
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

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
 * An HTTP proxy that forwards everything to the server except calls to a held path, which wait until released:
 * a slow answer at a moment the test chooses, with no clock involved.
 */
export interface HoldingProxy {
  url: string;
  hold(path: string): HeldPath;
  close(): Promise<void>;
}

export async function startHoldingProxy(targetUrl: string): Promise<HoldingProxy> {
  const target = new URL(targetUrl);
  const held = new Map<string, (() => void)[]>();
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
    const queue = held.get(new URL(req.url ?? '/', target).pathname);
    if (queue) queue.push(forward);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
