import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageLike } from '../core/api/sessionStore.ts';
import { createTestApi, memoryStorage } from '../core/app/testing/createTestApi.ts';
import { EMERALD_PACKS, userSources, type UserSource } from '../core/model/index.ts';
import type { PlatformAdapter, PlatformHeaders, PurchaseOutcome } from '../core/platform.ts';
import { createFakeBeelinePortal, fakeBeelineLaunch } from '../fixtures/hosts/beeline/fakeBeelinePortal.ts';
import { createFakeCrazyGamesSdk } from '../fixtures/hosts/crazy/fakeCrazyGamesSdk.ts';
import { createNodeExe } from '../fixtures/hosts/exe/fakeExeJsApi.ts';
import { freePort } from '../fixtures/hosts/freePort.ts';
import { createNodeKongregateApi } from '../fixtures/hosts/kong/fakeKongregateApi.ts';
import { createFakeRuStoreBridge, fakeRuStoreLaunch } from '../fixtures/hosts/rustore/fakeRuStoreBridge.ts';
import { PurchaseScript } from '../fixtures/hosts/shared/PurchaseScript.ts';
import { TEST_HOST_SECRETS, testHostConfig } from '../fixtures/hosts/testSecrets.ts';
import { createNodeTelegramWebApp } from '../fixtures/hosts/tg/fakeTelegramWebApp.ts';
import { createFakeVkBridge, fakeVkLaunch } from '../fixtures/hosts/vk/fakeVkBridge.ts';
import { createNodeFotostrana } from '../fixtures/hosts/foto/fakeFotostrana.ts';
import { createNodeOkFapi } from '../fixtures/hosts/ok/fakeOkFapi.ts';
import { createNodeMailru, fakeMystoreSearch } from '../fixtures/hosts/mystore/fakeMailru.ts';
import { createFakeYaGames } from '../fixtures/hosts/ya/fakeYaGames.ts';
import { backendClient } from '../fixtures/hosts/shared/backendClient.ts';
import { createServer, type GameServer } from '../fixtures/server/createServer.ts';
import { createRuStoreAdapter } from './rustore/adapter.ts';
import { createBeelineAdapter } from './beeline/adapter.ts';
import { createFotoAdapter } from './foto/adapter.ts';
import { createMystoreAdapter } from './mystore/adapter.ts';
import { createOkAdapter } from './ok/adapter.ts';
import { createCrazyAdapter } from './crazy/adapter.ts';
import { createExeAdapter } from './exe/adapter.ts';
import { createKongAdapter } from './kong/adapter.ts';
import { createOwnAdapter } from './own/adapter.ts';
import { createTelegramAdapter } from './tg/adapter.ts';
import { createVkAdapter } from './vk/adapter.ts';
import { createYandexAdapter } from './ya/adapter.ts';

/** What a case builds its adapter from: the reference server (with the host's fake) and a scripted dialog. */
interface CaseEnv {
  origin: string;
  storage: StorageLike;
  /** The next payment dialog outcome, set by the test before each purchase. */
  next: () => PurchaseScript;
}

interface ContractCase {
  /** The adapter over its fake SDK, and the id headers it must send once signed in. */
  make(env: CaseEnv): Promise<{ adapter: PlatformAdapter; headers: PlatformHeaders }>;
  /** What the host's dialog reports where it cannot tell outcomes apart (Kongregate answers only `success`). */
  reports?: Partial<Record<PurchaseScript, PurchaseOutcome['kind']>>;
  /** Whether the host takes the money under a script, where not as `expected` says (Fotostrana's dialog never does). */
  credits?: Partial<Record<PurchaseScript, boolean>>;
}

const uniqueUser = (): string => String(100_000 + Math.floor(Math.random() * 900_000_000));

/**
 * Every host's adapter against its fake host SDK (DESIGN "Testing pyramid": one contract suite every adapter
 * passes). A new host adds its case here; a host still null has no adapter yet.
 */
const cases: Record<UserSource, ContractCase | null> = {
  own: {
    async make({ origin, storage }) {
      // The own site proves nothing to a host: the player is the one whose token the device keeps.
      await createTestApi(origin, { storage }).api.security.registerTrial({
        characterAndCompanion: 'human:elf_female', domain: 'test.local', lang: 'EN', sw: 1, sh: 1, cw: 1, ch: 1,
      });
      return { adapter: createOwnAdapter(storage), headers: {} };
    },
  },
  vk: {
    async make({ origin, next }) {
      const user = uniqueUser();
      const search = `?${await fakeVkLaunch(origin, user)}`;
      return { adapter: createVkAdapter({ bridge: createFakeVkBridge({ origin, user, next }), search }), headers: { viewer_id: user } };
    },
  },
  tg: {
    async make({ origin, next }) {
      const user = Number(uniqueUser());
      const webApp = await createNodeTelegramWebApp({ origin, user, next });
      return { adapter: createTelegramAdapter({ webApp }), headers: { tg_user_id: String(user) } };
    },
  },
  ya: {
    async make({ origin, storage, next }) {
      const user = `u${uniqueUser()}`;
      const yaGames = createFakeYaGames({ backend: backendClient(origin), user, lang: 'en', choose: async () => next() });
      return { adapter: createYandexAdapter({ yaGames, storage }), headers: { ya_unique_id: `uid-${user}` } };
    },
  },
  ok: {
    async make({ origin, next }) {
      const user = String(500_000_000_000 + Math.floor(Math.random() * 90_000_000_000));
      const { fapi, scope, search } = await createNodeOkFapi({ origin, user, next });
      return { adapter: createOkAdapter({ fapi, scope, search }), headers: { logged_user_id: user } };
    },
  },
  mystore: {
    async make({ origin, next }) {
      const user = uniqueUser();
      // A MY.GAMES user signed in but new to the game: registerUser gives the uid and the one-time hash.
      const { iframeApi } = createNodeMailru({ origin, user, loginStatus: 1, next });
      return { adapter: createMystoreAdapter({ iframeApi, search: fakeMystoreSearch(TEST_HOST_SECRETS.MYSTORE_APP_ID) }), headers: { uid: user } };
    },
  },
  kong: {
    async make({ origin, storage, next }) {
      const user = uniqueUser();
      const { loader, search } = await createNodeKongregateApi({ origin, user, next });
      return { adapter: createKongAdapter({ loader, search, storage }), headers: { kongId: user } };
    },
    reports: { cancelled: 'failed' },
  },
  crazy: {
    async make({ origin, storage }) {
      const user = `u${uniqueUser()}`;
      const sdk = createFakeCrazyGamesSdk({ backend: backendClient(origin), user, record: () => undefined });
      return { adapter: createCrazyAdapter({ sdk, storage }), headers: { crazyId: `cg-${user}` } };
    },
  },
  foto: {
    async make({ origin, next }) {
      const user = uniqueUser();
      const { loadSdk, search } = await createNodeFotostrana({ origin, user, next });
      return { adapter: createFotoAdapter({ loadSdk, search }), headers: { fotoUid: user } };
    },
    // The buyItem dialog only asks: our server takes the money after it agrees, so no failure can follow a payment.
    credits: { failedButPaid: false },
  },
  exe: {
    async make({ origin, next }) {
      const user = uniqueUser();
      const { api, search } = await createNodeExe({ origin, user, next });
      return { adapter: createExeAdapter({ api, search }), headers: { exe_user: user } };
    },
  },
  beeline: {
    async make({ origin, next }) {
      const user = `bee${uniqueUser()}`;
      const search = `?${await fakeBeelineLaunch(origin, user)}`;
      return { adapter: createBeelineAdapter({ portal: createFakeBeelinePortal({ origin, user, next }), search }), headers: { beeline_login: user } };
    },
  },
  rustore: {
    async make({ origin, next }) {
      const search = `?${await fakeRuStoreLaunch(origin, `rs${uniqueUser()}`)}`;
      // The Android store app sends no id header (technical §3 names none for it).
      return { adapter: createRuStoreAdapter({ bridge: createFakeRuStoreBridge({ origin, next }), search }), headers: {} };
    },
  },
};

/** Product §6 / technical §6: where referrals are enabled. */
const referralEnabled: Record<UserSource, boolean> = {
  own: true, ya: true, vk: true, ok: true, exe: true, crazy: true, foto: true, mystore: true, kong: true,
  tg: false, beeline: false, rustore: false,
};

/** What each scripted dialog outcome must become, and whether the server credited the pack. */
const expected: Record<PurchaseScript, { kind: PurchaseOutcome['kind']; credited: boolean }> = {
  ok: { kind: 'paid', credited: true },
  cancelled: { kind: 'cancelled', credited: false },
  failed: { kind: 'failed', credited: false },
  failedButPaid: { kind: 'failed', credited: true },
};

for (const source of userSources) {
  const contract = cases[source];
  if (!contract) continue;
  // Fake hosts are served in-process by the real reference server (fixtures/hosts), on a real port.
  describe(`adapter contract: ${source}`, () => {
    let server: GameServer;
    let origin = '';
    let script: PurchaseScript = PurchaseScript.ok;
    let adapter: PlatformAdapter;
    let headers: PlatformHeaders;
    const storage = memoryStorage();
    let client: ReturnType<typeof createTestApi>;

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const fakeHost = source === 'own' ? null : source;
      server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost });
      await server.app.listen({ port, host: '127.0.0.1' });
      ({ adapter, headers } = await contract.make({ origin, storage, next: () => script }));
      client = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    });
    afterAll(async () => {
      await server.close();
    });

    it('declares its source, referral per product §6, and no host chrome but its own', () => {
      expect(adapter.source).toBe(source);
      expect(adapter.capabilities.referral).toBe(referralEnabled[source]);
      if (source !== 'own') expect(adapter.chrome).toEqual({ header: false, footer: false });
      if (adapter.capabilities.payments) expect(adapter.currency).toBeDefined();
    });

    it('signs in with a proof the reference server verifies, as a player of this host', async () => {
      const result = await adapter.signIn({ postForm: (path, body) => client.layer.postForm(path, body, { repeatable: true }), lang: 'en' });
      if (result.authorization) client.layer.session.setAuthorization(result.authorization);
      expect(client.layer.session.authorization()).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const player = await client.api.player.current();
      expect(player.userSource).toBe(source);
    });

    it('sends the id headers of the signed-in account, and the server refuses them altered', async () => {
      expect(adapter.headers()).toEqual(headers);
      const token = client.layer.session.authorization() ?? '';
      for (const [name, value] of Object.entries(headers)) {
        const altered = await fetch(`${origin}/api/player/current`, { headers: { authorization: token, [name]: `${value}0` } });
        expect(altered.status).toBe(403);
      }
      const same = await fetch(`${origin}/api/player/current`, { headers: { authorization: token, ...headers } });
      expect(same.status).toBe(200);
    });

    it('maps every outcome of the host payment dialog, and the server credits exactly the paid ones', async () => {
      const product = { id: 'gems_100', emeralds: 100, price: EMERALD_PACKS.gems_100.price[adapter.currency ?? 'RUB'] };
      if (!adapter.capabilities.payments) {
        expect((await adapter.purchase(product)).kind).toBe('failed');
        return;
      }
      let balance = (await client.api.player.current()).mithril;
      for (const outcome of [PurchaseScript.ok, PurchaseScript.cancelled, PurchaseScript.failed, PurchaseScript.failedButPaid]) {
        script = outcome;
        const result = await adapter.purchase(product);
        expect([outcome, result.kind]).toEqual([outcome, contract.reports?.[outcome] ?? expected[outcome].kind]);
        const after = (await client.api.player.current()).mithril;
        expect([outcome, after - balance]).toEqual([outcome, (contract.credits?.[outcome] ?? expected[outcome].credited) ? 100 : 0]);
        balance = after;
      }
    });
  });
}
