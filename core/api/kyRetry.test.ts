import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from './ApiError.ts';
import { createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { createTestApi } from '../../test/support/testApi.ts';
import { rejectionOf } from '../../test/support/rejection.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The real request layer against a real local server answering with `handler`. */
async function setup(handler: Handler) {
  server = await createHttpTestServer(handler);
  const reloads: number[] = [];
  const { layer } = createTestApi(server.url, { onSessionReload: () => reloads.push(1) });
  return { server, layer, reloads };
}


describe('a GET retried by ky (options.retry, technical §8)', () => {
  const PATH = '/api/rating/by/level';

  it('retries a 5xx up to the limit with the same query, then rejects with the last answer', async () => {
    const { server, layer } = await setup((_, res) => sendJson(res, 503, { code: 'INTERNAL', message: 'busy', params: { at: 3 } }));
    const error = await rejectionOf(layer.get(PATH, { from: 11, to: 20 }, { retry: { limit: 2, delayMs: 0 } }));
    expect(isApiError(error) && [error.code, error.status, error.path, error.params]).toEqual(['INTERNAL', 503, PATH, { at: 3 }]);
    expect(server.requests.map((r) => r.url.search)).toEqual(Array.from({ length: 3 }, () => server.requests[0]?.url.search));
    expect(server.requests[0]?.query.get('from')).toBe('11');
  });

  it('retries a 5xx without an ErrorBody and rejects with HTTP', async () => {
    const { server, layer } = await setup((_, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    const error = await rejectionOf(layer.get(PATH, undefined, { retry: { limit: 1, delayMs: 0 } }));
    expect(isApiError(error) && [error.code, error.status]).toEqual(['HTTP', 502]);
    expect(server.requests).toHaveLength(2);
  });

  it('retries lost connections and resolves with the first good answer', async () => {
    let calls = 0;
    const { server, layer } = await setup((_, res) => (++calls <= 2 ? void res.socket?.destroy() : sendJson(res, 200, { ok: calls })));
    await expect(layer.get(PATH, undefined, { retry: { limit: 5, delayMs: 0 } })).resolves.toEqual({ ok: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it('rejects with NETWORK once the retries are used up', async () => {
    const { server, layer } = await setup((_, res) => {
      res.socket?.destroy();
    });
    const error = await rejectionOf(layer.get(PATH, undefined, { retry: { limit: 2, delayMs: 0 } }));
    expect(isApiError(error) && [error.code, error.status]).toEqual(['NETWORK', 0]);
    expect(server.requests).toHaveLength(3);
  });

  it('never retries a 4xx: a 401 reloads the session once, a refusal is final', async () => {
    const { server, layer, reloads } = await setup((req, res) =>
      req.path === PATH
        ? sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: '' })
        : sendJson(res, 403, { code: 'FORBIDDEN', message: '' }),
    );
    const retry = { limit: 3, delayMs: 0 };
    const unauthenticated = await rejectionOf(layer.get(PATH, undefined, { retry }));
    expect(isApiError(unauthenticated) && unauthenticated.status).toBe(401);
    expect(reloads).toHaveLength(1);
    const refused = await rejectionOf(layer.get('/api/clan/1/profile', undefined, { retry }));
    expect(isApiError(refused) && refused.code).toBe('FORBIDDEN');
    expect(server.requests).toHaveLength(2);
  });

  it('pauses delayMs before each retry', async () => {
    const arrivals: number[] = [];
    const { layer } = await setup((_, res) => {
      arrivals.push(performance.now());
      sendJson(res, 500, { code: 'INTERNAL', message: '' });
    });
    await rejectionOf(layer.get(PATH, undefined, { retry: { limit: 2, delayMs: 60 } }));
    expect(arrivals).toHaveLength(3);
    for (let i = 1; i < arrivals.length; i++) expect((arrivals[i] ?? 0) - (arrivals[i - 1] ?? 0)).toBeGreaterThanOrEqual(55);
  });

  it('asks beforeRetry after each pause and gives up with the failure at hand when it says no', async () => {
    const { server, layer } = await setup((_, res) => sendJson(res, 503, { code: 'INTERNAL', message: '' }));
    const asked: number[] = [];
    const beforeRetry = (retryCount: number) => {
      asked.push(retryCount);
      return retryCount < 2;
    };
    const error = await rejectionOf(layer.get(PATH, undefined, { retry: { limit: 5, delayMs: 0, beforeRetry } }));
    expect(isApiError(error) && [error.code, error.status]).toEqual(['INTERNAL', 503]);
    expect(asked).toEqual([1, 2]);
    expect(server.requests).toHaveLength(2);
  });
});
