import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { createFakeCrazyGamesSdk, type CrazyRecordedCall } from '../../fixtures/hosts/crazy/fakeCrazyGamesSdk.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { backendClient } from '../../fixtures/hosts/shared/backendClient.ts';
import { testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { CRAZY_ACCOUNT_KEY, createCrazyAdapter } from './adapter.ts';
import { unverifiedUserId } from './CrazyGamesSdk.ts';

describe('CrazyGames adapter: guests and dialogs', () => {
  let server: GameServer;
  let origin = '';
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost: 'crazy' });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const setUp = (user: string | null) => {
    const storage = memoryStorage();
    const calls: CrazyRecordedCall[] = [];
    let reloads = 0;
    const sdk = createFakeCrazyGamesSdk({ backend: backendClient(origin), user, record: (call) => calls.push(call) });
    const adapter = createCrazyAdapter({ sdk, storage, reload: () => reloads++ });
    const { layer } = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    const ctx = { postForm: (path: string, body: Record<string, string>) => layer.postForm(path, body, { repeatable: true }), lang: 'en' as const };
    return { storage, calls, sdk, adapter, layer, ctx, reloads: () => reloads };
  };

  it('signs an account in with a fresh token on every sign-in, and shows the invite button', async () => {
    const { storage, calls, adapter, layer, ctx } = setUp('alice');
    await adapter.signIn(ctx);
    const first = layer.session.authorization();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(adapter.headers()).toEqual({ crazyId: 'cg-alice' });
    expect(storage.getItem(CRAZY_ACCOUNT_KEY)).toBe('cg-alice');
    // The session reload signs in again (technical §4): a new token, accepted from the same session.
    layer.session.setAuthorization(null);
    await adapter.signIn(ctx);
    expect(layer.session.authorization()).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await adapter.invite?.('Join me')).toBe(true);
    expect(calls).toEqual([{ method: 'showInviteButton', args: {} }]);
    expect((await adapter.purchase({ id: 'gems_100', emeralds: 100, price: 99 })).kind).toBe('failed');
  });

  it('plays a guest as an own-site visitor, forgets an account token left on the device, and restarts when the guest signs in', async () => {
    const { storage, sdk, adapter, layer, ctx, reloads } = setUp(null);
    storage.setItem('authorization', 'token-of-an-account');
    storage.setItem(CRAZY_ACCOUNT_KEY, 'cg-alice');
    expect(await adapter.signIn(ctx)).toEqual({ authorization: null });
    expect(layer.session.authorization()).toBeNull();
    expect(storage.getItem(CRAZY_ACCOUNT_KEY)).toBeNull();
    expect(adapter.headers()).toEqual({});
    expect(reloads()).toBe(0);
    sdk.signIn('bob');
    expect(reloads()).toBe(1);
  });

  it('reads the userId claim of a token without trusting it, and nothing from a malformed one', () => {
    const payload = Buffer.from(JSON.stringify({ userId: 'cg-7', username: 'Zoë' })).toString('base64url');
    expect(unverifiedUserId(`h.${payload}.s`)).toBe('cg-7');
    expect(unverifiedUserId('garbage')).toBeNull();
    expect(unverifiedUserId(`h.${Buffer.from('{"userId":3}').toString('base64url')}.s`)).toBeNull();
  });
});
