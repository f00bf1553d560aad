// The one local HTTP server for tests of the client against real HTTP (STYLE 12: ky's create-http-test-server).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** The body read as a form. */
  form: URLSearchParams;
}

/** What a route answers: JSON (or no body), a status (200) and headers. */
export interface Answer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A route of the table: `"METHOD /path"` → its answer. */
export type Route = (request: ReceivedRequest) => Answer | Promise<Answer>;

/** A handler that writes the response itself (status codes and bodies a route table cannot express). */
export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface HttpTestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** The requests received on one path. */
  on(path: string): ReceivedRequest[];
  /** Adds or replaces a route (`"GET /api/x"`) while the server runs. */
  route(key: string, route: Route): void;
  /** Stops the server; closing twice is fine. */
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server on a free loopback port. Given a handler, every request goes to it; given a route table
 * (the default: empty), a known `"METHOD /path"` answers as its route says and anything else 404 `NOT_FOUND`.
 * A handler or route that throws answers 500 `INTERNAL`, as the reference server does.
 */
export async function createHttpTestServer(handling: Handler | Record<string, Route> = {}): Promise<HttpTestServer> {
  const table = new Map(typeof handling === 'function' ? [] : Object.entries(handling));
  const handle: Handler =
    typeof handling === 'function'
      ? handling
      : async (request, res) => {
          const route = table.get(`${request.method} ${request.path}`);
          const answer = route ? await route(request) : { status: 404, json: { code: 'NOT_FOUND', message: request.path } };
          res.writeHead(answer.status ?? 200, {
            'content-type': 'application/json',
            'access-control-expose-headers': 'authorization, x-session-id',
            ...answer.headers,
          });
          res.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
        };
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: req.method ?? 'GET',
        url,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        form: new URLSearchParams(body),
      };
      requests.push(received);
      Promise.resolve()
        .then(() => handle(received, res))
        .catch((error: unknown) => {
          if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL', message: String(error) });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (path) => requests.filter((r) => r.path === path),
    route: (key, route) => {
      if (typeof handling === 'function') throw new Error('httpServer: routes need a server made with a route table');
      table.set(key, route);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A handler that answers every request 200 `{ ok: true }`: for tests that look only at what was sent. */
export const answersOk: Handler = (_, res) => sendJson(res, 200, { ok: true });
