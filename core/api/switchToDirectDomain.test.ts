import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { switchToDirectDomain } from './switchToDirectDomain.ts';
import { createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';

const servers: HttpTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The game's own origin and a direct domain, each a real server. */
async function setup(direct: Handler) {
  const home = await createHttpTestServer();
  const other = await createHttpTestServer(direct);
  servers.push(home, other);
  const reloads: number[] = [];
  const layer = createRequestLayer({
    baseUrl: home.url,
    storage: memoryStorage({ authorization: 'token-1' }),
    platformHeaders: () => ({}),
    onSessionReload: () => reloads.push(1),
    onRedirect: () => undefined,
  });
  return { home, other, reloads, api: createApiClient(layer) };
}

describe('switchToDirectDomain (technical §8)', () => {
  it('returns the host when it knows the same player', async () => {
    const { other, home, api } = await setup((_, res) => sendJson(res, 200, { id: 42 }));
    await expect(switchToDirectDomain(api, other.url, 42)).resolves.toBe(other.url);
    expect(other.on('/api/player/id/current')[0]?.headers.authorization).toBe('token-1');
    expect(home.requests).toHaveLength(0);
  });

  it('is abandoned when the host names another player', async () => {
    const { other, api } = await setup((_, res) => sendJson(res, 200, { id: 43 }));
    await expect(switchToDirectDomain(api, other.url, 42)).resolves.toBeNull();
  });

  it('is abandoned when the fetch fails, and a 401 there reloads nothing', async () => {
    const { other, api, reloads } = await setup((_, res) => sendJson(res, 401, { code: 'NOT_AUTHENTICATED', message: '' }));
    await expect(switchToDirectDomain(api, other.url, 42)).resolves.toBeNull();
    expect(reloads).toHaveLength(0);
    await other.close();
    await expect(switchToDirectDomain(api, other.url, 42)).resolves.toBeNull();
  });
});
