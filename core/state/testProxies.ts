// Edges a test controls in front of the real reference server (core/state/testServer.ts), for what the server
// itself cannot be asked to do: go away (an outage). The server stays untouched by tests.
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
