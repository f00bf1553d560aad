import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { createFakeCrazyGamesSdk, type CrazyRecordedCall } from '../../fixtures/hosts/crazy/fakeCrazyGamesSdk.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { nodePayStation } from '../../fixtures/hosts/crazy/nodePayStation.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
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

  const setUp = (user: string | null, script: PurchaseScript = PurchaseScript.ok) => {
    const storage = memoryStorage();
    const calls: CrazyRecordedCall[] = [];
    const payStations: string[] = [];
    let reloads = 0;
    const sdk = createFakeCrazyGamesSdk({ backend: backendClient(origin), user, record: (call) => calls.push(call) });
    const adapter = createCrazyAdapter({ sdk, storage, reload: () => reloads++, payStation: nodePayStation(() => script, payStations) });
    const { layer } = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    const ctx = { postForm: (path: string, body: Record<string, string>) => layer.postForm(path, body, { repeatable: true }), lang: 'en' as const };
    return { storage, calls, payStations, sdk, adapter, layer, ctx, reloads: () => reloads };
  };

  it('signs an account in with a fresh token on every sign-in, shows its CrazyGames name and picture, and shows the invite button', async () => {
    const { storage, calls, adapter, layer, ctx } = setUp('alice');
    await adapter.signIn(ctx);
    const first = layer.session.authorization();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(adapter.headers()).toEqual({ crazyId: 'cg-alice' });
    expect(adapter.hostPlayer?.()).toEqual({ name: 'Tester.alice', avatarUrl: 'https://images.invalid/avatar.png' });
    expect(adapter.capabilities.startInGameplay).toBe(true);
    expect(storage.getItem(CRAZY_ACCOUNT_KEY)).toBe('cg-alice');
    // The session reload signs in again (technical §4): a new token, accepted from the same session.
    layer.session.setAuthorization(null);
    await adapter.signIn(ctx);
    expect(layer.session.authorization()).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await adapter.invite?.('Join me')).toBe(true);
    expect(calls).toEqual([{ method: 'showInviteButton', args: {} }]);
  });

  it('buys a pack on the Pay Station our server made the token for, and reports paid once the server credited it', async () => {
    const { adapter, layer, ctx, payStations } = setUp('carol');
    await adapter.signIn(ctx);
    expect(adapter.capabilities.payments).toBe(true);
    const api = createTestApi(origin, { storage: memoryStorage() });
    api.layer.session.setAuthorization(layer.session.authorization());
    const before = (await api.api.player.current()).mithril;
    expect(await adapter.purchase({ id: 'gems_550', title: '💎 550', amount: 550, price: 6.99 })).toMatchObject({ kind: 'paid' });
    expect(payStations).toEqual([expect.stringMatching(new RegExp(`^${origin}/__host/crazy/xsolla/paystation\\?token=[A-Za-z0-9_-]+$`))]);
    expect((await api.api.player.current()).mithril).toBe(before + 550);
  });

  it('reports cancelled when the player closes the Pay Station without paying, and nothing is credited', async () => {
    const { adapter, layer, ctx } = setUp('dave', PurchaseScript.cancelled);
    await adapter.signIn(ctx);
    const api = createTestApi(origin, { storage: memoryStorage() });
    api.layer.session.setAuthorization(layer.session.authorization());
    const before = (await api.api.player.current()).mithril;
    expect(await adapter.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 1.99 })).toEqual({ kind: 'cancelled' });
    expect((await api.api.player.current()).mithril).toBe(before);
  });

  it('gives a guest no purchase but the CrazyGames sign-in window, which restarts the game as the new account', async () => {
    const { adapter, ctx, calls, payStations, reloads } = setUp(null);
    await adapter.signIn(ctx);
    expect(adapter.capabilities.payments).toBe(false);
    expect((await adapter.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 1.99 })).kind).toBe('failed');
    expect(payStations).toEqual([]);
    await adapter.signInToPay?.();
    expect(calls).toEqual([{ method: 'showAuthPrompt', args: {} }]);
    expect(reloads()).toBe(1);
  });

  it('plays a guest as an own-site visitor, forgets an account token left on the device, and restarts when the guest signs in', async () => {
    const { storage, sdk, adapter, layer, ctx, reloads } = setUp(null);
    storage.setItem('authorization', 'token-of-an-account');
    storage.setItem(CRAZY_ACCOUNT_KEY, 'cg-alice');
    expect(await adapter.signIn(ctx)).toEqual({ authorization: null });
    expect(layer.session.authorization()).toBeNull();
    expect(storage.getItem(CRAZY_ACCOUNT_KEY)).toBeNull();
    expect(adapter.headers()).toEqual({});
    expect(adapter.hostPlayer?.()).toBeNull();
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
