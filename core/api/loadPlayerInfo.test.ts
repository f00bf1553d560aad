import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER_INFO_RETRIES } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { loadPlayerInfo } from './loadPlayerInfo.ts';
import { createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { createTestApi } from '../../test/support/testApi.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const INFO_PATH = '/api/player/info/current';

async function setup(handler: Handler) {
  server = await createHttpTestServer(handler);
  const reloads: number[] = [];
  const { api } = createTestApi(server.url, { onSessionReload: () => reloads.push(1) });
  return { server, reloads, api };
}

describe('loadPlayerInfo (technical §4 "Start-up", §8)', () => {
  it('returns the player info of the first good answer', async () => {
    const { server, api } = await setup((_, res) => sendJson(res, 200, { player: { id: 3 }, version: 571 }));
    const result = await loadPlayerInfo(api, { delayMs: 0 });
    expect(result).toEqual({ kind: 'player', info: { player: { id: 3 }, version: 571 } });
    expect(server.on(INFO_PATH)[0]?.url.searchParams.get('init')).toBe('true');
  });

  it('retries exactly 3 times on lost connections, then reports connectionFailed', async () => {
    const { server, api } = await setup((_, res) => {
      res.socket?.destroy();
    });
    const result = await loadPlayerInfo(api, { delayMs: 1 });
    expect(PLAYER_INFO_RETRIES).toBe(3);
    expect(server.on(INFO_PATH)).toHaveLength(1 + 3);
    expect(result.kind).toBe('connectionFailed');
    expect(result.kind === 'connectionFailed' && isApiError(result.error) && result.error.code).toBe('NETWORK');
  });

  it('retries on 5xx answers and succeeds when the server recovers', async () => {
    let calls = 0;
    const { server, api } = await setup((_, res) =>
      ++calls <= 2 ? sendJson(res, 503, { code: 'INTERNAL', message: 'busy' }) : sendJson(res, 200, { player: { id: 8 } }),
    );
    const result = await loadPlayerInfo(api, { delayMs: 0 });
    expect(result).toEqual({ kind: 'player', info: { player: { id: 8 } } });
    expect(server.on(INFO_PATH)).toHaveLength(3);
  });

  it('honours a smaller retry count', async () => {
    const { server, api } = await setup((_, res) => sendJson(res, 500, { code: 'INTERNAL', message: '' }));
    const result = await loadPlayerInfo(api, { retries: 1, delayMs: 0 });
    expect(result.kind).toBe('connectionFailed');
    expect(server.on(INFO_PATH)).toHaveLength(2);
  });

  it('treats a 401 as no player yet, without retrying or reloading', async () => {
    const { server, api, reloads } = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: '' }));
    await expect(loadPlayerInfo(api, { delayMs: 0 })).resolves.toEqual({ kind: 'noPlayer' });
    expect(server.on(INFO_PATH)).toHaveLength(1);
    expect(reloads).toHaveLength(0);
  });

  it('does not retry a refusal a retry cannot cure', async () => {
    const { server, api } = await setup((_, res) => sendJson(res, 403, { code: 'FORBIDDEN', message: '' }));
    const result = await loadPlayerInfo(api, { delayMs: 0 });
    expect(result.kind === 'connectionFailed' && isApiError(result.error) && result.error.code).toBe('FORBIDDEN');
    expect(server.on(INFO_PATH)).toHaveLength(1);
  });

  it('starts no scene on a 204: the session reload is under way', async () => {
    const { api, reloads } = await setup((_, res) => {
      res.writeHead(204);
      res.end();
    });
    const result = await loadPlayerInfo(api, { delayMs: 0 });
    expect(result.kind).toBe('connectionFailed');
    expect(reloads).toHaveLength(1);
  });
});

describe('loadPlayerInfo with the first frame\'s places (issue 26)', () => {
  const ROAD_PATH = '/api/player/info/road';

  it('asks player/info/road with around and answers its info', async () => {
    const { server, api } = await setup((req, res) =>
      req.path === ROAD_PATH ? sendJson(res, 200, { info: { player: { id: 4 } }, places: { places: [] }, placesFrom: 0, placesTo: 10 }) : sendJson(res, 500, {}),
    );
    expect(await loadPlayerInfo(api, { delayMs: 0, around: 1800 })).toEqual({ kind: 'player', info: { player: { id: 4 } } });
    expect(server.on(ROAD_PATH)[0]?.url.searchParams.get('around')).toBe('1800');
    expect(server.on(INFO_PATH)).toHaveLength(0);
  });

  it('asks info/current of a server without the call (404), and treats a 401 as no player without a reload', async () => {
    const { server, api } = await setup((req, res) =>
      req.path === ROAD_PATH ? sendJson(res, 404, { code: 'NOT_FOUND', message: '' }) : sendJson(res, 200, { player: { id: 6 } }),
    );
    expect(await loadPlayerInfo(api, { delayMs: 0, around: 1800 })).toEqual({ kind: 'player', info: { player: { id: 6 } } });
    expect(server.on(INFO_PATH)).toHaveLength(1);
    await server.close();
    const refused = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: '' }));
    await expect(loadPlayerInfo(refused.api, { delayMs: 0, around: 1800 })).resolves.toEqual({ kind: 'noPlayer' });
    expect(refused.reloads).toHaveLength(0);
  });
});
