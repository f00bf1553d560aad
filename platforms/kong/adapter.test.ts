import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { createNodeKongregateApi, type KongRecordedCall } from '../../fixtures/hosts/kong/fakeKongregateApi.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
import { testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { KONG_ACCOUNT_KEY, createKongAdapter } from './adapter.ts';

describe('Kongregate adapter: guests and dialogs', () => {
  let server: GameServer;
  let origin = '';
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost: 'kong' });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const setUp = async (user: string) => {
    const storage = memoryStorage();
    const calls: KongRecordedCall[] = [];
    let reloads = 0;
    const { loader, search } = await createNodeKongregateApi({ origin, user, next: () => PurchaseScript.ok, record: (call) => calls.push(call) });
    const adapter = createKongAdapter({ loader, search, storage, reload: () => reloads++ });
    const { layer } = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    const ctx = { postForm: (path: string, body: Record<string, string>) => layer.postForm(path, body, { repeatable: true }), lang: 'en' as const };
    return { storage, calls, adapter, layer, ctx, loader, reloads: () => reloads };
  };

  it('lets an account sign in, remembers it is an account, and opens the invitation box', async () => {
    const { storage, calls, adapter, layer, ctx } = await setUp('7001');
    expect(await adapter.signIn(ctx)).toEqual({ authorization: null });
    expect(layer.session.authorization()).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(storage.getItem(KONG_ACCOUNT_KEY)).toBe('7001');
    expect(adapter.locale()).toBe('en');
    expect(await adapter.invite?.('Join me')).toBe(true);
    expect(calls).toEqual([{ method: 'showInvitationBox', args: { content: 'Join me', filter: 'not_played' } }]);
  });

  it('plays a guest as an own-site visitor: no proof sent, no id header, an account token left on the device forgotten', async () => {
    const { storage, calls, adapter, layer, ctx, loader, reloads } = await setUp('0');
    storage.setItem('authorization', 'token-of-an-account');
    storage.setItem(KONG_ACCOUNT_KEY, '7001');
    expect(await adapter.signIn(ctx)).toEqual({ authorization: null });
    expect(layer.session.authorization()).toBeNull();
    expect(storage.getItem(KONG_ACCOUNT_KEY)).toBeNull();
    expect(adapter.headers()).toEqual({});
    // A guest's own trial token stays its own on the next start.
    storage.setItem('authorization', 'guest-trial-token');
    expect(await adapter.signIn(ctx)).toEqual({ authorization: 'guest-trial-token' });

    const bought = await adapter.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 20 });
    expect(bought.kind).toBe('failed');
    expect(calls.map((call) => call.method)).toEqual(['showSignInBox']);
    // A guest has nobody to invite as: it is asked to sign in instead, and no invitation box opens.
    expect(await adapter.invite?.('Join me')).toBe(false);
    expect(calls.map((call) => call.method)).toEqual(['showSignInBox', 'showSignInBox']);
    expect(reloads()).toBe(0);
    loader.login();
    expect(reloads()).toBe(1);
  });
});
