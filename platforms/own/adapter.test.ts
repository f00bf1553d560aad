import { describe, expect, it } from 'vitest';
import { createHttpTestServer } from '../../test/support/httpServer.ts';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { createOwnAdapter } from './adapter.ts';

const ctx = { postForm: async () => undefined, lang: 'en' as const };

describe('own site adapter', () => {
  it('signs in with the token the request layer stored earlier', async () => {
    const storage = memoryStorage();
    const server = await createHttpTestServer({
      'POST /api/security/login': () => ({ json: {}, headers: { authorization: 'tok-own' } }),
    });
    try {
      await createTestApi(server.url, { storage }).api.security.login({ name: 'a', password: 'b', lang: 'EN' });
    } finally {
      await server.close();
    }
    expect(await createOwnAdapter(storage).signIn(ctx)).toEqual({ authorization: 'tok-own' });
  });

  it('a new visitor has no token', async () => {
    expect(await createOwnAdapter(memoryStorage()).signIn(ctx)).toEqual({ authorization: null });
  });

  it('declares the own site: header and footer chrome, referrals on, no host payment dialog but server orders, no platform headers', async () => {
    const adapter = createOwnAdapter(memoryStorage());
    expect(adapter.source).toBe('own');
    expect(adapter.chrome).toEqual({ header: true, footer: true });
    expect(adapter.capabilities.referral).toBe(true);
    expect(adapter.capabilities.payments).toBe(false);
    expect(typeof adapter.openPayPage).toBe('function');
    expect(adapter.capabilities.ageBadge).toBe(false);
    expect(adapter.headers()).toEqual({});
    expect(adapter.locale()).toBeNull();
    expect(await adapter.purchase({ id: 'p1', title: '💎 10', amount: 10, price: 1 })).toEqual({ kind: 'failed', reason: 'unsupported' });
  });
});
