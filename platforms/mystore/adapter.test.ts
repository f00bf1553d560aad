import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import type { PlatformAdapter } from '../sdk/index.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { createNodeMailru, fakeMystoreSearch } from '../../fixtures/hosts/mystore/fakeMailru.ts';
import type { LoginStatus } from '../../fixtures/hosts/mystore/mailruHostClient.ts';
import { backendClient } from '../../fixtures/hosts/shared/backendClient.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
import { TEST_HOST_SECRETS, testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { createMystoreAdapter, mystoreCurrency } from './adapter.ts';

describe('mystoreCurrency (product §5)', () => {
  it('is RUB unless the currency query parameter is USD or EUR', () => {
    expect(['', '?currency=USD', '?currency=eur', '?currency=XTR', '?currency=RUB', '?appid=1'].map(mystoreCurrency)).toEqual([
      'RUB', 'USD', 'EUR', 'RUB', 'RUB', 'RUB',
    ]);
  });
});

describe('MY.GAMES adapter against the fake MY.GAMES (technical §7 "Mail-portal store")', () => {
  let server: GameServer;
  let origin = '';
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost: 'mystore' });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const user = () => String(10_000_000 + Math.floor(Math.random() * 900_000_000));
  const signIn = async (loginStatus: LoginStatus, id = user(), currency?: string) => {
    const storage = memoryStorage();
    const mailru = createNodeMailru({ origin, user: id, loginStatus, next: () => PurchaseScript.ok });
    const adapter: PlatformAdapter = createMystoreAdapter({ iframeApi: mailru.iframeApi, search: fakeMystoreSearch(TEST_HOST_SECRETS.MYSTORE_APP_ID, currency) });
    const client = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    await adapter.signIn({ postForm: (path, body) => client.layer.postForm(path, body, { repeatable: true }), lang: 'ru' });
    const player = await client.api.player.current();
    return { adapter, client, player, methods: mailru.calls.map((c) => c.method) };
  };

  it('a user new to the game registers: registerUser gives the uid and the one-time hash', async () => {
    const { adapter, player, methods } = await signIn(1);
    expect(player.userSource).toBe('mystore');
    expect(methods).toEqual(['getLoginStatus', 'registerUser']);
    expect(Object.keys(adapter.headers())).toEqual(['uid']);
  });

  it('"User already registered" (1001) leads to user info and an auth token, as the same player', async () => {
    const id = user();
    const first = await signIn(1, id);
    // Another device: MY.GAMES still says "not registered in this game" there, registration answers 1001.
    const second = await signIn(1, id);
    expect(second.methods).toEqual(['getLoginStatus', 'registerUser', 'userInfo', 'getAuthToken']);
    expect(second.player.id).toBe(first.player.id);
  });

  it('a registered user signs in with user info and an auth token; a guest signs in to MY.GAMES first', async () => {
    const id = user();
    await backendClient(origin).post('/__host/mystore/register', { user: id });
    const known = await signIn(2, id);
    expect(known.methods).toEqual(['getLoginStatus', 'userInfo', 'getAuthToken']);
    const guest = await signIn(0);
    expect(guest.methods).toEqual(['getLoginStatus', 'authUser', 'getLoginStatus', 'registerUser']);
    expect(guest.player.userSource).toBe('mystore');
  });

  it('pays in the currency of the frame URL: USD prices, credited by the billing callback', async () => {
    const { adapter, client } = await signIn(1, user(), 'usd');
    expect(adapter.currency).toBe('USD');
    const outcome = await adapter.purchase({ id: 'gems_1200', title: '💎 1200', amount: 1200, price: 12.99 });
    expect(outcome.kind).toBe('paid');
    expect((await client.api.player.current()).mithril).toBe(1200);
    const [row] = await server.db.query<{ amount: string; currency: string }>(
      "SELECT amount::text AS amount, currency FROM payments WHERE host = 'mystore' AND pack = 'gems_1200'",
    );
    expect(row).toEqual({ amount: '12.99', currency: 'USD' });
  });
});
