import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** Requests received on one path. */
  on(pathname: string): ReceivedRequest[];
  /** Stops the server; closing twice is fine. */
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port for one test (STYLE: the API client is tested against a real server, as
 * ky's own tests do). The default handler answers `{ ok: true }`.
 */
export async function createTestServer(handler: TestHandler = (_, res) => sendJson(res, 200, { ok: true })): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      Promise.resolve(handler(received, res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 599, { code: 'INTERNAL', message: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (pathname) => requests.filter((r) => r.url.pathname === pathname),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A Storage-shaped map for the session store. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
