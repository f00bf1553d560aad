import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, parsed. */
  form: URLSearchParams;
}

export interface Answer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export type Route = (request: SeenRequest) => Answer | Promise<Answer>;

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  /** Replace or add a route (`"GET /api/x"`) while the server runs. */
  route(key: string, handler: Route): void;
  close(): Promise<void>;
}

/**
 * A real local HTTP server for tests of the shell against the real request layer (STYLE: ky's
 * create-http-test-server). Routes are `"METHOD /path"`; anything else answers 404 NOT_FOUND.
 */
export async function createTestServer(routes: Record<string, Route> = {}): Promise<TestServer> {
  const table = new Map(Object.entries(routes));
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(seen);
      const handler = table.get(`${seen.method} ${seen.path}`);
      Promise.resolve(handler ? handler(seen) : { status: 404, json: { code: 'NOT_FOUND', message: seen.path } })
        .then((answer) => {
          const body = answer.json === undefined ? '' : JSON.stringify(answer.json);
          res.writeHead(answer.status ?? 200, {
            'content-type': 'application/json',
            'access-control-expose-headers': 'authorization, x-session-id',
            ...answer.headers,
          });
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'INTERNAL', message: String(error) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => void table.set(key, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
