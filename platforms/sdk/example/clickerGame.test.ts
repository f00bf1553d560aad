import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeVkBridge, fakeVkLaunch, freePort, PurchaseScript, testHostConfig } from '../../../fixtures/hosts/index.ts';
import { hostVerifiers } from '../../../fixtures/server/hosts/verification.ts';
import { createServer, type GameServer } from '../../../fixtures/server/createServer.ts';
import { EMERALD_PACKS } from '../../../core/index.ts';
import { memoryStorage } from '../../../test/support/testApi.ts';
import { createVkAdapter } from '../../vk/adapter.ts';
import { createServerClient, createSessionStore, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PurchaseOutcome } from '../index.ts';
import { createClicker } from './clickerGame.ts';
import { AD_REWARD, COIN_PACK } from './coinPack.ts';

/** An adapter whose host calls are recorded, its pause fired and its dialogs answered by the test. */
function stubAdapter() {
  const calls: string[] = [];
  let pause: (paused: boolean) => void = () => undefined;
  let answerAd: (watched: boolean) => void = () => undefined;
  const adapter: PlatformAdapter = {
    source: 'own',
    signIn: async () => ({ authorization: 'token-1' }),
    headers: () => ({}),
    purchase: async (product): Promise<PurchaseOutcome> => (calls.push(`purchase ${product.id} ${product.price}`), { kind: 'cancelled' }),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, rewardedAd: true },
    rewardedAd: () => new Promise((resolve) => (answerAd = resolve)),
    lifecycle: {
      ...pageLifecycle({ doc: undefined, ready: () => calls.push('ready'), gameplayStart: () => calls.push('start'), gameplayStop: () => calls.push('stop') }),
      onPause: (listener) => ((pause = listener), () => undefined),
    },
  };
  return { adapter, calls, pause: (paused: boolean) => pause(paused), answerAd: (watched: boolean) => answerAd(watched) };
}

const noServer = { postForm: async () => null, lang: 'en' as const };

describe('the example clicker over a stub adapter', () => {
  it('tells the host ready once signed in, earns a coin a tap, and stops taps and gameplay while the host pauses', async () => {
    const host = stubAdapter();
    const session = createSessionStore(memoryStorage());
    const clicker = createClicker({ adapter: host.adapter, server: noServer, session });
    clicker.tap();
    expect(clicker.state().coins).toBe(0);
    await clicker.start();
    expect(clicker.state().status).toEqual({ kind: 'playing', signedIn: true });
    clicker.tap();
    clicker.tap();
    host.pause(true);
    clicker.tap();
    host.pause(false);
    clicker.tap();
    expect(clicker.state().coins).toBe(3);
    expect(host.calls).toEqual(['ready', 'start', 'stop', 'start']);
  });

  it('pays out a rewarded ad only when watched, with gameplay stopped while it shows, and buys in RUB by default', async () => {
    const host = stubAdapter();
    const clicker = createClicker({ adapter: host.adapter, server: noServer, session: createSessionStore(memoryStorage()) });
    await clicker.start();
    const watched = clicker.watchAd({ line: 'ad', close: 'close' });
    expect(clicker.state().busy).toBe(true);
    host.answerAd(true);
    await watched;
    const skipped = clicker.watchAd({ line: 'ad', close: 'close' });
    host.answerAd(false);
    await skipped;
    await clicker.buy();
    expect([clicker.state().coins, clicker.state().outcome]).toEqual([AD_REWARD, 'cancelled']);
    expect(host.calls).toEqual(['ready', 'start', 'stop', 'start', 'stop', 'start', 'stop', `purchase ${COIN_PACK.id} ${COIN_PACK.price.RUB}`, 'start']);
  });
});

it('sells the pack the reference server catalogues under its id, at its prices', () => {
  expect(COIN_PACK.price).toEqual(EMERALD_PACKS[COIN_PACK.id].price);
  expect(COIN_PACK.amount).toBe(EMERALD_PACKS[COIN_PACK.id].emeralds);
});

describe('the example clicker on VK through the fake hosts and the server verification as libraries', () => {
  let server: GameServer;
  let origin = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost: 'vk' });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs in with a launch the VK verifier accepts, and buys the coin pack the server credits', async () => {
    const user = String(100_000 + Math.floor(Math.random() * 900_000_000));
    const search = `?${await fakeVkLaunch(origin, user)}`;
    const config = testHostConfig(origin);
    const identity = await hostVerifiers.vk.verify(Object.fromEntries(new URLSearchParams(search)), config.vk!, {
      nowMs: Date.now(), db: server.db, sessionId: null, ip: '127.0.0.1', proofMaxAgeSeconds: config.proofMaxAgeSeconds,
    });
    expect(identity.externalId).toBe(user);

    const adapter = createVkAdapter({ bridge: createFakeVkBridge({ origin, user, next: () => PurchaseScript.ok }), search });
    const session = createSessionStore(memoryStorage());
    const client = createServerClient({ baseUrl: origin, session, headers: () => adapter.headers(), lang: 'en' });
    const clicker = createClicker({ adapter, server: client, session });
    await clicker.start();
    expect(clicker.state().status).toEqual({ kind: 'playing', signedIn: true });
    await clicker.buy();
    expect([clicker.state().outcome, clicker.state().coins]).toEqual(['paid', COIN_PACK.amount]);
    const player = (await client.get('/api/player/current')) as { mithril: number; userSource: string };
    expect([player.userSource, player.mithril]).toEqual(['vk', COIN_PACK.amount]);
  });
});
