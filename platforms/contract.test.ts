import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERALD_PACKS, userSources, type UserSource } from '../core/index.ts';
import { SocialDialog, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type StorageLike } from './sdk/index.ts';
import { createTestApi, memoryStorage } from '../test/support/testApi.ts';
import { createFakeBeelinePortal, fakeBeelineLaunch } from '../fixtures/hosts/beeline/fakeBeelinePortal.ts';
import { createFakeCrazyGamesSdk } from '../fixtures/hosts/crazy/fakeCrazyGamesSdk.ts';
import { nodePayStation } from '../fixtures/hosts/crazy/nodePayStation.ts';
import { createNodeExe } from '../fixtures/hosts/exe/fakeExeJsApi.ts';
import { freePort } from '../fixtures/hosts/freePort.ts';
import { createNodeKongregateApi } from '../fixtures/hosts/kong/fakeKongregateApi.ts';
import { createFakeRuStoreBridge, fakeRuStoreLaunch } from '../fixtures/hosts/rustore/fakeRuStoreBridge.ts';
import { DialogScript } from '../fixtures/hosts/shared/DialogScript.ts';
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
  /** The next invite, post or rate dialog outcome, where the host's fake can be scripted. */
  dialog: () => DialogScript;
}

/** A social dialog the fake host was asked to open: the host call, and the text it was given (null: none). */
interface HostDialogCall {
  call: string;
  text: string | null;
}

/** The host call behind one social dialog (hosts.md), whether it takes core's text, and the outcomes it can report. */
interface HostDialog {
  call: string;
  takesText: boolean;
  outcomes: readonly DialogScript[];
}

interface ContractCase {
  /**
   * The adapter over its fake SDK, the id headers it must send once signed in, and the social dialogs the fake
   * was asked to open so far (for hosts with any).
   */
  make(env: CaseEnv): Promise<{ adapter: PlatformAdapter; headers: PlatformHeaders; dialogCalls?: () => HostDialogCall[] }>;
  /** The social dialogs the adapter must offer, exactly those; a host with none leaves this out. */
  dialogs?: Partial<Record<SocialDialog, HostDialog>>;
  /** What the host's dialog reports where it cannot tell outcomes apart (Kongregate answers only `success`). */
  reports?: Partial<Record<PurchaseScript, PurchaseOutcome['kind']>>;
  /** Whether the host takes the money under a script, where not as `expected` says (Fotostrana's dialog never does). */
  credits?: Partial<Record<PurchaseScript, boolean>>;
}

/** A dialog that reports done, closed or failed; one that reports nothing (it only opens) counts as done. */
const reportsAll: readonly DialogScript[] = [DialogScript.ok, DialogScript.cancelled, DialogScript.failed];
const opensOnly: readonly DialogScript[] = [DialogScript.ok];

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
    async make({ origin, next, dialog }) {
      const user = uniqueUser();
      const search = `?${await fakeVkLaunch(origin, user)}`;
      const bridge = createFakeVkBridge({ origin, user, next, dialog });
      const dialogCalls = () =>
        bridge.calls
          .filter((c) => c.method === 'VKWebAppShowInviteBox' || c.method === 'VKWebAppShowWallPostBox')
          .map((c) => ({ call: c.method, text: typeof c.params.message === 'string' ? c.params.message : null }));
      return { adapter: createVkAdapter({ bridge, search }), headers: { viewer_id: user }, dialogCalls };
    },
    dialogs: {
      invite: { call: 'VKWebAppShowInviteBox', takesText: false, outcomes: reportsAll },
      share: { call: 'VKWebAppShowWallPostBox', takesText: true, outcomes: reportsAll },
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
    async make({ origin, next, dialog }) {
      const user = String(500_000_000_000 + Math.floor(Math.random() * 90_000_000_000));
      const { fapi, scope, search, calls } = await createNodeOkFapi({ origin, user, next, dialog });
      const dialogCalls = () =>
        calls.flatMap((c) => {
          if (c.method === 'showInvite') return [{ call: c.method, text: String(c.args[0]) }];
          if (c.method !== 'postMediatopic') return [];
          const media = (c.args[0] as { media: { text: string }[] }).media;
          return [{ call: c.method, text: media.map((m) => m.text).join(' ') }];
        });
      return { adapter: createOkAdapter({ fapi, scope, search }), headers: { logged_user_id: user }, dialogCalls };
    },
    dialogs: {
      invite: { call: 'showInvite', takesText: true, outcomes: reportsAll },
      share: { call: 'postMediatopic', takesText: true, outcomes: reportsAll },
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
      const calls: HostDialogCall[] = [];
      const record = ({ method, args }: { method: string; args: unknown }) => {
        const content = (args as { content?: unknown } | null)?.content;
        calls.push({ call: method, text: typeof content === 'string' ? content : null });
      };
      const { loader, search } = await createNodeKongregateApi({ origin, user, next, record });
      return { adapter: createKongAdapter({ loader, search, storage }), headers: { kongId: user }, dialogCalls: () => calls };
    },
    reports: { cancelled: 'failed' },
    // The invitation box reports nothing back (docs.kongregate.com showInvitationBox).
    dialogs: { invite: { call: 'showInvitationBox', takesText: true, outcomes: opensOnly } },
  },
  crazy: {
    async make({ origin, storage, next }) {
      const user = `u${uniqueUser()}`;
      const calls: HostDialogCall[] = [];
      const sdk = createFakeCrazyGamesSdk({ backend: backendClient(origin), user, record: ({ method }) => calls.push({ call: method, text: null }) });
      const adapter = createCrazyAdapter({ sdk, storage, payStation: nodePayStation(next) });
      return { adapter, headers: { crazyId: `cg-${user}` }, dialogCalls: () => calls };
    },
    // The Pay Station reports nothing to the game: the adapter tells a payment by our server's count of them, so a
    // window closed unpaid is cancelled, and one closed after paying is paid.
    reports: { failed: 'cancelled', failedButPaid: 'paid' },
    // The invite button takes no text and reports no sending (docs.crazygames.com html5-v3 "game").
    dialogs: { invite: { call: 'showInviteButton', takesText: false, outcomes: opensOnly } },
  },
  foto: {
    async make({ origin, next, dialog }) {
      const user = uniqueUser();
      const { loadSdk, search, events } = await createNodeFotostrana({ origin, user, next, dialog });
      const dialogCalls = () =>
        events
          .filter((e) => e.name === 'invite' || e.name === 'postUserEventOnWall')
          .map((e) => ({ call: e.name, text: typeof e.params.text === 'string' ? e.params.text : null }));
      return { adapter: createFotoAdapter({ loadSdk, search }), headers: { fotoUid: user }, dialogCalls };
    },
    dialogs: {
      invite: { call: 'invite', takesText: false, outcomes: reportsAll },
      share: { call: 'postUserEventOnWall', takesText: true, outcomes: reportsAll },
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
    async make({ origin, next, dialog }) {
      const search = `?${await fakeRuStoreLaunch(origin, `rs${uniqueUser()}`)}`;
      const bridge = createFakeRuStoreBridge({ origin, next, review: dialog });
      const dialogCalls = () => bridge.calls.filter((c) => c === 'requestReview').map((call) => ({ call, text: null }));
      // The Android store app sends no id header (technical §3 names none for it).
      return { adapter: createRuStoreAdapter({ bridge, search }), headers: {}, dialogCalls };
    },
    // Technical §7 "Android store app: … a rate window"; `cancelled`: RuStore did not show it.
    dialogs: { rate: { call: 'requestReview', takesText: false, outcomes: reportsAll } },
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
    let dialogScript: DialogScript = DialogScript.ok;
    let adapter: PlatformAdapter;
    let headers: PlatformHeaders;
    let dialogCalls: () => HostDialogCall[] = () => [];
    const storage = memoryStorage();
    let client: ReturnType<typeof createTestApi>;

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const fakeHost = source === 'own' ? null : source;
      server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost });
      await server.app.listen({ port, host: '127.0.0.1' });
      const made = await contract.make({ origin, storage, next: () => script, dialog: () => dialogScript });
      ({ adapter, headers } = made);
      dialogCalls = made.dialogCalls ?? dialogCalls;
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

    it('offers invite, share and rate exactly where its capability flags say (core/platform.ts), as its host has them', () => {
      for (const dialog of Object.values(SocialDialog)) {
        const offered = typeof adapter[dialog] === 'function';
        expect([dialog, offered]).toEqual([dialog, adapter.capabilities[dialog]]);
        expect([dialog, offered]).toEqual([dialog, contract.dialogs?.[dialog] !== undefined]);
      }
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
      const product = { id: 'gems_100', title: '💎 100', amount: 100, price: EMERALD_PACKS.gems_100.price[adapter.currency ?? 'RUB'] };
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

    it('opens each social dialog on its host with the text where the host takes one, and maps done, closed and failed', async () => {
      const open = (dialog: SocialDialog, text: string): Promise<boolean> | undefined =>
        dialog === SocialDialog.rate ? adapter.rate?.() : adapter[dialog]?.(text);
      for (const [dialog, host] of Object.entries(contract.dialogs ?? {}) as [SocialDialog, HostDialog][]) {
        for (const outcome of host.outcomes) {
          dialogScript = outcome;
          const text = `${dialog} ${outcome}: «Привет» & <b>${uniqueUser()}</b>`;
          const before = dialogCalls().length;
          const answer = open(dialog, text);
          if (outcome === DialogScript.failed) {
            await expect(answer).rejects.toMatchObject({ name: 'PlatformDialogError', code: 'HOST_FAILED', source, dialog });
          } else {
            expect([dialog, outcome, await answer]).toEqual([dialog, outcome, outcome === DialogScript.ok]);
          }
          expect(dialogCalls().slice(before)).toEqual([{ call: host.call, text: host.takesText ? text : null }]);
        }
      }
    });
  });
}
