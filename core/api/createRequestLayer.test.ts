import { afterEach, describe, expect, it } from 'vitest';
import { ANTI_REPEAT_MS } from '../model/index.ts';
import type { SignInContext } from '../platform.ts';
import { isApiError } from './ApiError.ts';
import { createRequestLayer, type RequestLayerOptions } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';
import { answersOk, createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { rejectionOf } from '../../test/support/rejection.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler?: Handler, overrides: Partial<RequestLayerOptions> = {}) {
  server = await createHttpTestServer(handler ?? answersOk);
  const reloads: number[] = [];
  const redirects: string[] = [];
  let time = 10_000;
  const storage = memoryStorage();
  const layer = createRequestLayer({
    baseUrl: server.url,
    storage,
    platformHeaders: () => ({ viewer_id: '777', tg_user_id: 'tg-5' }),
    onSessionReload: () => reloads.push(1),
    onRedirect: (url) => redirects.push(url),
    now: () => time,
    ...overrides,
  });
  return {
    server,
    layer,
    storage,
    reloads,
    redirects,
    advance: (ms: number) => {
      time += ms;
    },
  };
}


describe('every request', () => {
  it('carries the session id query, the stored authorization and the platform headers', async () => {
    const { server, layer, storage } = await setup();
    storage.setItem(SessionStorageKey.authorization, 'token-abc');
    await layer.get('/api/player/current', { a: 1 });
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/api/player/current');
    expect(request?.url.searchParams.get('sessionId')).toBe(layer.session.sessionId());
    expect(request?.url.searchParams.get('sessionId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.url.searchParams.get('a')).toBe('1');
    expect(request?.headers.authorization).toBe('token-abc');
    expect(request?.headers.viewer_id).toBe('777');
    expect(request?.headers.tg_user_id).toBe('tg-5');
  });

  it('sends no Authorization header before a token is stored', async () => {
    const { server, layer } = await setup();
    await layer.get('/api/security/isPlayerExist');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends GETs with a JSON content type and POST bodies form-encoded', async () => {
    const { server, layer } = await setup();
    await layer.get('/api/player/info', { artifactFrom: 1, skip: undefined });
    await layer.postForm('/api/security/login', { name: 'Ann Lee', password: 'p&=?', lang: 'EN', gone: undefined, on: true });
    await layer.postJson('/api/integration/ya/v2/remap', { currId: 1, chosenId: 2 });
    const [get, form, json] = server.requests;
    expect(get?.method).toBe('GET');
    expect(get?.headers['content-type']).toBe('application/json');
    expect(get?.headers.accept).toBe('application/json');
    expect(get?.url.searchParams.has('skip')).toBe(false);
    expect(form?.method).toBe('POST');
    expect(form?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form?.body).toBe('name=Ann+Lee&password=p%26%3D%3F&lang=EN&on=true');
    expect(Object.fromEntries(new URLSearchParams(form?.body))).toEqual({ name: 'Ann Lee', password: 'p&=?', lang: 'EN', on: 'true' });
    expect(json?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json?.body ?? '')).toEqual({ currId: 1, chosenId: 2 });
  });

  it('sends a text body as UTF-8 plain text, with its query fields and the session id', async () => {
    const { server, layer } = await setup();
    await layer.postText('/api/mail/dialog/5/send', 'Привет & <b>hi</b>', { support: false, gone: undefined });
    const [text] = server.requests;
    expect(text?.method).toBe('POST');
    expect(text?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(text?.body).toBe('Привет & <b>hi</b>');
    expect(text?.url.searchParams.get('support')).toBe('false');
    expect(text?.url.searchParams.has('gone')).toBe(false);
    expect(text?.url.searchParams.get('sessionId')).toBe(layer.session.sessionId());
  });

  it("keeps a path's own query and adds the query fields and the session id after it", async () => {
    const { server, layer } = await setup();
    await layer.get('/api/integration/crazy/payment/token?product_id=gems_100', { lang: 'en' });
    const [sent] = server.requests;
    expect(sent?.url.pathname).toBe('/api/integration/crazy/payment/token');
    expect([...(sent?.url.searchParams.keys() ?? [])]).toEqual(['product_id', 'lang', 'sessionId']);
    expect(sent?.url.searchParams.get('product_id')).toBe('gems_100');
    expect(sent?.url.searchParams.get('sessionId')).toBe(layer.session.sessionId());
  });

  it('sends credentials with every call, through the given fetch', async () => {
    const credentials: string[] = [];
    const { layer } = await setup(undefined, {
      fetch: (input, init) => {
        credentials.push(input instanceof Request ? input.credentials : String(init?.credentials));
        return fetch(input, init);
      },
    });
    await layer.get('/api/player/current');
    await layer.postForm('/api/security/logout');
    expect(credentials).toEqual(['include', 'include']);
  });

  it('gives adapters the postForm of SignInContext, with the session rules applied', async () => {
    const { server, layer } = await setup((_, res) => sendJson(res, 200, { ok: true }, { Authorization: 'host-token' }));
    const postForm: SignInContext['postForm'] = layer.postForm;
    await expect(postForm('/api/integration/crazy/authenticate', { lang: 'en' })).resolves.toEqual({ ok: true });
    expect(server.requests[0]?.body).toBe('lang=en');
    expect(layer.session.authorization()).toBe('host-token');
  });

  it('resolves to the parsed JSON answer', async () => {
    const { layer } = await setup((_, res) => sendJson(res, 200, { id: 42, name: 'x' }));
    await expect(layer.get('/api/player/id/current')).resolves.toEqual({ id: 42, name: 'x' });
  });
});

describe('header refresh', () => {
  it('stores Authorization and X-Session-Id from an answer and sends them next', async () => {
    const { server, layer, storage } = await setup((req, res) =>
      req.url.pathname === '/api/security/login'
        ? sendJson(res, 200, {}, { Authorization: 'token-new', 'X-Session-Id': 'session-new' })
        : sendJson(res, 200, {}),
    );
    await layer.postForm('/api/security/login', { name: 'a' });
    expect(storage.getItem(SessionStorageKey.authorization)).toBe('token-new');
    expect(storage.getItem(SessionStorageKey.sessionId)).toBe('session-new');
    await layer.get('/api/player/current');
    expect(server.requests[1]?.headers.authorization).toBe('token-new');
    expect(server.requests[1]?.url.searchParams.get('sessionId')).toBe('session-new');
  });

  it('keeps the stored values when an answer carries neither header', async () => {
    const { layer, storage } = await setup();
    storage.setItem(SessionStorageKey.authorization, 'kept');
    await layer.get('/api/player/current');
    expect(storage.getItem(SessionStorageKey.authorization)).toBe('kept');
  });
});

describe('session refresh (technical §4)', () => {
  it('reloads the session on a 204 and resolves to undefined', async () => {
    const { layer, reloads } = await setup((_, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(layer.get('/api/player/current')).resolves.toBeUndefined();
    expect(reloads).toHaveLength(1);
  });

  it('reloads the session on a 401 elsewhere and rejects with the server code', async () => {
    const { layer, reloads } = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: 'no token' }));
    const error = await rejectionOf(layer.postForm('/api/player/ui/switch'));
    expect(isApiError(error) && error.code).toBe('NOT_AUTHENTICATED');
    expect(isApiError(error) && error.status).toBe(401);
    expect(reloads).toHaveLength(1);
  });

  it('ignores a 401 on the player info call: no reload, the caller sees the 401', async () => {
    const { layer, reloads } = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: 'no player' }));
    const error = await rejectionOf(layer.get('/api/player/info/current', { frontVersion: 571 }));
    expect(isApiError(error) && error.status).toBe(401);
    expect(reloads).toHaveLength(0);
  });

  it('does nothing on a 401 from the current player id, also on another host', async () => {
    const { server, layer, reloads } = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: '' }));
    expect(isApiError(await rejectionOf(layer.get('/api/player/id/current')))).toBe(true);
    expect(isApiError(await rejectionOf(layer.get(`${server.url}/api/player/id/current`)))).toBe(true);
    expect(reloads).toHaveLength(0);
  });

  it('sends the browser to the message of a 307 without following it', async () => {
    const { server, layer, redirects, reloads } = await setup((_, res) =>
      sendJson(res, 307, { message: 'https://elsewhere.example/game' }),
    );
    const error = await rejectionOf(layer.postForm('/api/player/ui/switch'));
    expect(redirects).toEqual(['https://elsewhere.example/game']);
    expect(isApiError(error) && error.status).toBe(307);
    expect(server.requests).toHaveLength(1);
    expect(reloads).toHaveLength(0);
  });
});

describe('anti-repeat window (technical §9)', () => {
  it('sends two identical POSTs within the window once, sharing the first promise', async () => {
    const { server, layer, advance } = await setup();
    const first = layer.postForm('/api/clan/invite', { playerId: 2 });
    await first;
    advance(ANTI_REPEAT_MS - 1);
    const second = layer.postForm('/api/clan/invite', { playerId: 2 });
    expect(second).toBe(first);
    await second;
    expect(server.on('/api/clan/invite')).toHaveLength(1);
  });

  it('sends the same POST again once the window has passed', async () => {
    const { server, layer, advance } = await setup();
    await layer.postForm('/api/battle/hit', { attackerId: 1, defenderId: 2 });
    advance(ANTI_REPEAT_MS);
    await layer.postForm('/api/battle/hit', { attackerId: 1, defenderId: 2 });
    expect(server.on('/api/battle/hit')).toHaveLength(2);
  });

  it('sends one text POST for a double click, and the same text again after the window', async () => {
    const { server, layer, advance } = await setup();
    const first = layer.postText('/api/chat/MAIN/send', 'hello');
    expect(layer.postText('/api/chat/MAIN/send', 'hello')).toBe(first);
    await first;
    await layer.postText('/api/chat/MAIN/send', 'hello!');
    advance(ANTI_REPEAT_MS);
    await layer.postText('/api/chat/MAIN/send', 'hello');
    expect(server.on('/api/chat/MAIN/send').map((r) => r.body)).toEqual(['hello', 'hello!', 'hello']);
  });

  it('sends a repeatable POST (a battle turn) every time, even within the window', async () => {
    const { server, layer, advance } = await setup();
    await layer.postForm('/api/battle/skip', undefined, { repeatable: true });
    advance(10);
    await layer.postForm('/api/battle/skip', undefined, { repeatable: true });
    expect(server.on('/api/battle/skip')).toHaveLength(2);
  });

  it('sends a keyed POST with a fresh Idempotency-Key, shared by a double tap and different for the next call', async () => {
    const { server, layer, advance } = await setup();
    const first = layer.postForm('/api/heroes/shop/buy', { offerId: 'hammer' }, { keyed: {} });
    expect(layer.postForm('/api/heroes/shop/buy', { offerId: 'hammer' }, { keyed: {} })).toBe(first);
    await first;
    advance(ANTI_REPEAT_MS);
    await layer.postForm('/api/heroes/shop/buy', { offerId: 'hammer' }, { keyed: {} });
    await layer.postForm('/api/heroes/squad/reserve', { heroId: 2 });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('sends POSTs with different bodies or paths each', async () => {
    const { server, layer } = await setup();
    await layer.postForm('/api/battle/hit', { attackerId: 1, defenderId: 2 });
    await layer.postForm('/api/battle/hit', { attackerId: 1, defenderId: 3 });
    await layer.postForm('/api/battle/precalculate', { attackerId: 1, defenderId: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it('never holds back GETs made one after another', async () => {
    const { server, layer } = await setup();
    await layer.get('/api/player/current');
    await layer.get('/api/player/current');
    expect(server.requests).toHaveLength(2);
  });

  it('lets identical GETs in flight at once share one request', async () => {
    const { server, layer } = await setup();
    const [a, b] = [layer.get('/api/player/current'), layer.get('/api/player/current')];
    expect(b).toBe(a);
    await Promise.all([a, b]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('base URL (technical §8 "Switch to a direct domain")', () => {
  let other: HttpTestServer | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('sends every call after setBaseUrl to the new base, with the same session, token and platform headers', async () => {
    const { server, layer, storage } = await setup();
    storage.setItem(SessionStorageKey.authorization, 'token-1');
    other = await createHttpTestServer((_, res) => sendJson(res, 200, { ok: true }, { authorization: 'token-2' }));
    await layer.get('/api/player/current');
    expect(layer.baseUrl()).toBe(server.url);

    layer.setBaseUrl(other.url);
    expect(layer.baseUrl()).toBe(other.url);
    await layer.get('/api/player/current');
    await layer.postForm('/api/player/ui/switch');
    expect(server.requests).toHaveLength(1);
    expect(other.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /api/player/current', 'POST /api/player/ui/switch']);
    const [first, second] = other.requests;
    expect(first?.headers.authorization).toBe('token-1');
    expect(first?.headers['viewer_id']).toBe('777');
    expect(first?.url.searchParams.get('sessionId')).toBe(server.requests[0]?.url.searchParams.get('sessionId'));
    // A token issued by the new base is kept and sent there next.
    expect(second?.headers.authorization).toBe('token-2');
  });

  it('lets a call already under way finish at the base it went to', async () => {
    let answer: () => void = () => undefined;
    const { server, layer } = await setup((_, res) => {
      answer = () => sendJson(res, 200, { from: 'home' });
    });
    other = await createHttpTestServer((_, res) => sendJson(res, 200, { from: 'direct' }));
    const underWay = layer.get('/api/player/current');
    await expect.poll(() => server.requests.length).toBe(1);
    layer.setBaseUrl(other.url);
    answer();
    await expect(underWay).resolves.toEqual({ from: 'home' });
    await expect(layer.get('/api/player/info')).resolves.toEqual({ from: 'direct' });
    expect(other.requests).toHaveLength(1);
  });
});

describe('errors', () => {
  it('rejects a non-2xx with the server code, params, status and path', async () => {
    const { layer } = await setup((_, res) =>
      sendJson(res, 400, { code: 'NICKNAME_TOO_LONG', message: 'too long', params: { max: 20 } }),
    );
    const error = await rejectionOf(layer.postForm('/api/security/name/set', { name: 'x' }));
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.code).toBe('NICKNAME_TOO_LONG');
    expect(error.status).toBe(400);
    expect(error.params).toEqual({ max: 20 });
    expect(error.path).toBe('/api/security/name/set');
  });

  it('hands every refusal to onRefused before the caller sees it (issue 15: a game ban from any call)', async () => {
    const refused: string[] = [];
    const { layer } = await setup(
      (_, res) => sendJson(res, 403, { code: 'GAME_BANNED', message: 'banned', params: { reason: 'FRAUD', until: 5 } }),
      { onRefused: (error) => refused.push(`${error.code} ${error.path} ${String(error.params?.reason)}`) },
    );
    const error = await rejectionOf(layer.get('/api/place/list'));
    expect(isApiError(error) && error.code).toBe('GAME_BANNED');
    expect(refused).toEqual(['GAME_BANNED /api/place/list FRAUD']);
  });

  it('rejects a 5xx without an ErrorBody as HTTP, and does not retry it', async () => {
    const { server, layer } = await setup((_, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('down');
    });
    const error = await rejectionOf(layer.get('/api/player/current'));
    expect(isApiError(error) && [error.code, error.status]).toEqual(['HTTP', 503]);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with NETWORK when the connection breaks, and does not retry it', async () => {
    const { server, layer } = await setup((_, res) => {
      res.socket?.destroy();
    });
    const error = await rejectionOf(layer.get('/api/player/current'));
    expect(isApiError(error) && [error.code, error.status]).toEqual(['NETWORK', 0]);
    expect(server.requests).toHaveLength(1);
  });

  it('sends a keyed POST again after a 5xx or a broken connection, with the same key and body each time', async () => {
    let attempt = 0;
    const { server, layer } = await setup((_, res) => {
      attempt += 1;
      if (attempt === 1) res.socket?.destroy();
      else if (attempt === 2) sendJson(res, 503, { code: 'INTERNAL', message: 'busy' });
      else sendJson(res, 200, { bought: true });
    });
    const answer = await layer.postForm('/api/heroes/shop/buy', { offerId: 'hammer' }, { keyed: { retry: { limit: 2, delayMs: 1 } } });
    expect(answer).toEqual({ bought: true });
    const sent = server.on('/api/heroes/shop/buy');
    expect(sent.map((r) => r.body)).toEqual(['offerId=hammer', 'offerId=hammer', 'offerId=hammer']);
    expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('never retries an unkeyed POST, whose repeat could act twice', async () => {
    const { server, layer } = await setup((_, res) => sendJson(res, 503, { code: 'INTERNAL', message: 'busy' }));
    const error = await rejectionOf(layer.postForm('/api/heroes/shop/buy', { offerId: 'hammer' }));
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with NETWORK when nothing listens', async () => {
    const { server, layer } = await setup();
    await server.close();
    const error = await rejectionOf(layer.get('/api/player/current'));
    expect(isApiError(error) && error.code).toBe('NETWORK');
  });
});
