import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSources, type UserSource } from '../core/index.ts';
import type { PlatformAdapter } from './sdk/index.ts';
import { hostLifecycleGame as game } from '../test/support/hostLifecycleGame.ts';
import { memoryStorage } from '../test/support/testApi.ts';
import { createFakeCrazyGamesSdk } from '../fixtures/hosts/crazy/fakeCrazyGamesSdk.ts';
import { createFakeFapi } from '../fixtures/hosts/ok/fakeFapi.ts';
import { backendClient } from '../fixtures/hosts/shared/backendClient.ts';
import { createFakeAds } from '../fixtures/hosts/shared/fakeLifecycle.ts';
import { createFakeWebApp } from '../fixtures/hosts/tg/fakeWebApp.ts';
import { createFakeVkBridge } from '../fixtures/hosts/vk/fakeVkBridge.ts';
import { createFakeYaGames } from '../fixtures/hosts/ya/fakeYaGames.ts';
import type { BeelinePortal } from './beeline/BeelinePortal.ts';
import { createBeelineAdapter } from './beeline/adapter.ts';
import { createCrazyAdapter } from './crazy/adapter.ts';
import type { ExeJsApi } from './exe/ExeJsApi.ts';
import { createExeAdapter } from './exe/adapter.ts';
import { createFotoAdapter } from './foto/adapter.ts';
import { INTERSTITIAL_RULES } from './sdk/index.ts';
import type { KongregateApiLoader } from './kong/KongregateApi.ts';
import { createKongAdapter } from './kong/adapter.ts';
import type { IframeApi } from './mystore/MailruApi.ts';
import { createMystoreAdapter } from './mystore/adapter.ts';
import { createOkAdapter } from './ok/adapter.ts';
import type { OkScope } from './ok/Fapi.ts';
import { createOwnAdapter } from './own/adapter.ts';
import type { RuStoreBridge } from './rustore/RuStoreBridge.ts';
import { createRuStoreAdapter } from './rustore/adapter.ts';
import { createTelegramAdapter } from './tg/adapter.ts';
import { createVkAdapter } from './vk/adapter.ts';
import { createYandexAdapter } from './ya/adapter.ts';

/** The page as the adapters' shared lifecycle sees it (its visibility): a narrow stand-in the test fires. */
const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const setHidden = (hidden: boolean) => {
  page.visibilityState = hidden ? 'hidden' : 'visible';
  page.dispatchEvent(new Event('visibilitychange'));
};
let realDocument: unknown;
beforeAll(() => {
  realDocument = (globalThis as { document?: unknown }).document;
  (globalThis as { document?: unknown }).document = page;
});
afterAll(() => {
  (globalThis as { document?: unknown }).document = realDocument;
});

/** Lets the adapters' calls that wait for their SDK (a resolved promise) land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The fake host's side: its calls in order, its own pause (where it has one), its ads. */
interface HostSide {
  calls(): string[];
  pause?(paused: boolean): void;
  leave?(): void;
  adOpen(): boolean;
  closeAd(shown?: boolean): void;
}

/** A host's case: its adapter over its fake, and the host calls each lifecycle method makes (none: the host has none). */
interface LifecycleCase {
  make(): Promise<{ adapter: PlatformAdapter; host: HostSide }> | { adapter: PlatformAdapter; host: HostSide };
  atStart: string[];
  ready: string[];
  start: string[];
  stop: string[];
  /** The host call that shows an interstitial; absent where the host has none. */
  interstitial?: string;
}

/** A host with no lifecycle SDK calls: nothing recorded, nothing to fire but the page's visibility. */
const silent: HostSide = { calls: () => [], adOpen: () => false, closeAd: () => undefined };
/** A dependency the lifecycle never touches (its SDK's sign-in and payment objects). */
const unused = <T,>(): T => ({}) as T;
const none = { atStart: [], ready: [], start: [], stop: [] };
const backend = backendClient('http://127.0.0.1:9');

const cases: Record<UserSource, LifecycleCase> = {
  own: { make: () => ({ adapter: createOwnAdapter(memoryStorage()), host: silent }), ...none },
  ya: {
    make() {
      const yaGames = createFakeYaGames({ backend, user: 'u1', lang: 'en', choose: async () => 'ok' });
      const { host } = yaGames;
      return {
        adapter: createYandexAdapter({ yaGames, storage: memoryStorage() }),
        host: { ...host, calls: () => host.calls, pause: (paused) => host.fire(paused ? 'game_api_pause' : 'game_api_resume') },
      };
    },
    atStart: [],
    ready: ['LoadingAPI.ready'],
    start: ['GameplayAPI.start'],
    stop: ['GameplayAPI.stop'],
    interstitial: 'adv.showFullscreenAdv',
  },
  crazy: {
    make() {
      const sdk = createFakeCrazyGamesSdk({ backend, user: 'u1', record: () => undefined });
      return { adapter: createCrazyAdapter({ sdk, storage: memoryStorage() }), host: { ...sdk.host, calls: () => sdk.host.calls } };
    },
    atStart: [],
    // `loadingStart` comes with the SDK's init (at sign-in in the game; here with the first lifecycle call).
    ready: ['loadingStart', 'loadingStop'],
    start: ['gameplayStart'],
    stop: ['gameplayStop'],
    interstitial: 'requestAd(midgame)',
  },
  vk: {
    make() {
      const bridge = createFakeVkBridge({ origin: 'http://127.0.0.1:9', user: '1', next: () => 'ok' });
      const { host } = bridge;
      return {
        adapter: createVkAdapter({ bridge, search: '' }),
        host: { ...host, calls: () => host.calls, pause: (paused) => host.fire(paused ? 'VKWebAppViewHide' : 'VKWebAppViewRestore') },
      };
    },
    ...none,
    interstitial: 'VKWebAppShowNativeAds(interstitial)',
  },
  tg: {
    make() {
      const webApp = createFakeWebApp({ initData: '', openInvoice: async () => 'failed' });
      const { host } = webApp;
      return {
        adapter: createTelegramAdapter({ webApp }),
        host: { ...host, calls: () => host.calls, pause: (paused) => host.fire(paused ? 'deactivated' : 'activated') },
      };
    },
    ...none,
    ready: ['ready'],
  },
  ok: {
    make() {
      const scope: OkScope = {};
      const ads = createFakeAds();
      const fapi = createFakeFapi({ scope, search: '', ads, dialog: async (method) => ({ method, result: 'error', data: 'unused' }) });
      return { adapter: createOkAdapter({ fapi, scope, search: '' }), host: { ...ads.host, calls: () => ads.host.calls } };
    },
    ...none,
    interstitial: 'showAd',
  },
  mystore: { make: () => ({ adapter: createMystoreAdapter({ iframeApi: unused<IframeApi>(), search: '' }), host: silent }), ...none },
  kong: { make: () => ({ adapter: createKongAdapter({ loader: unused<KongregateApiLoader>(), search: '', storage: memoryStorage() }), host: silent }), ...none },
  foto: { make: () => ({ adapter: createFotoAdapter({ loadSdk: () => Promise.reject(new Error('unused')), search: '' }), host: silent }), ...none },
  exe: { make: () => ({ adapter: createExeAdapter({ api: unused<ExeJsApi>(), search: '' }), host: silent }), ...none },
  beeline: { make: () => ({ adapter: createBeelineAdapter({ portal: unused<BeelinePortal>(), search: '' }), host: silent }), ...none },
  rustore: { make: () => ({ adapter: createRuStoreAdapter({ bridge: unused<RuStoreBridge>(), search: '' }), host: silent }), ...none },
};

/** Gameplay calls alternate: never two starts (or two stops) in a row. */
const alternates = (calls: readonly string[], c: LifecycleCase): boolean => {
  const marks = calls.filter((call) => c.start.includes(call) || c.stop.includes(call)).map((call) => c.start.includes(call));
  return marks.every((start, i) => i === 0 || start !== marks[i - 1]);
};

for (const source of userSources) {
  const c = cases[source];
  describe(`host lifecycle: ${source}`, () => {
    it('implements the lifecycle, and offers an interstitial exactly where its host has one by the rule table', async () => {
      const { adapter } = await c.make();
      expect(typeof adapter.lifecycle.ready).toBe('function');
      expect(typeof adapter.lifecycle.onPause).toBe('function');
      const rule = INTERSTITIAL_RULES[source as UserSource];
      expect([typeof adapter.interstitialAd === 'function', adapter.capabilities.interstitialAd]).toEqual([rule !== null, rule !== null]);
      expect(adapter.interstitialRule ?? null).toEqual(rule);
      expect(c.interstitial !== undefined).toBe(rule !== null);
    });

    it('calls ready once, after the first frame, and gameplay start and stop around each battle', async () => {
      const { adapter, host } = await c.make();
      const g = game(adapter);
      g.road();
      await settle();
      expect(host.calls()).toEqual(c.atStart);
      g.firstFrame();
      await settle();
      expect(host.calls()).toEqual([...c.atStart, ...c.ready, ...c.start]);
      for (let i = 0; i < 2; i += 1) {
        g.enterBattle();
        g.finishBattle();
        g.road();
      }
      await settle();
      // road: start; each battle: stop (fade), start (drawn), stop (decided), then the road's start.
      const round = [...c.stop, ...c.start, ...c.stop, ...c.start];
      expect(host.calls()).toEqual([...c.atStart, ...c.ready, ...c.start, ...round, ...round]);
      expect(alternates(host.calls(), c)).toBe(true);
      g.stop();
    });

    it('pauses for a hidden page and for the host’s own pause, stopping gameplay, and resumes after both', async () => {
      const { adapter, host } = await c.make();
      const g = game(adapter);
      g.road();
      g.firstFrame();
      await settle();
      const before = host.calls().length;
      setHidden(true);
      expect([g.paused(), g.blocked()]).toEqual([true, true]);
      host.pause?.(true);
      setHidden(false);
      // The host's own pause still holds: showing the page does not resume what the host paused.
      expect(g.paused()).toBe(host.pause !== undefined);
      host.pause?.(false);
      expect(g.paused()).toBe(false);
      await settle();
      expect(host.calls().slice(before)).toEqual([...c.stop, ...c.start]);
      g.stop();
    });

    it('shows an interstitial only after a battle, never in the first minutes nor more often than the host allows, paused while it shows', async () => {
      const { adapter, host } = await c.make();
      const rule = INTERSTITIAL_RULES[source as UserSource];
      const g = game(adapter);
      g.road();
      g.firstFrame();
      const ads = () => host.calls().filter((call) => call === c.interstitial).length;
      const battle = async () => {
        g.enterBattle();
        g.finishBattle();
        await settle();
        const open = host.adOpen();
        if (open) {
          expect(g.paused()).toBe(true);
          host.closeAd(true);
          await settle();
          expect(g.paused()).toBe(false);
        }
        g.road();
        return open;
      };
      // The first minutes of the visit: none.
      g.advance((rule?.firstAfterS ?? 600) - 1);
      expect(await battle()).toBe(false);
      expect(ads()).toBe(0);
      if (!rule) return;
      g.advance(1);
      expect(await battle()).toBe(true);
      const stops = host.calls().lastIndexOf(c.interstitial ?? '');
      // Gameplay was reported stopped before the ad opened.
      expect(host.calls().slice(0, stops).filter((call) => c.stop.includes(call) || c.start.includes(call)).at(-1)).toBe(c.stop.at(-1));
      g.advance(rule.minIntervalS - 1);
      expect(await battle()).toBe(false);
      g.advance(1);
      expect(await battle()).toBe(true);
      expect(ads()).toBe(2);
      g.stop();
    });

    it('saves the road when the host asks to leave, or else when the page goes', async () => {
      const { adapter, host } = await c.make();
      let saves = 0;
      const hide = new EventTarget();
      const g = game(adapter, {
        save: () => void (saves += 1),
        onPageHide: (listener) => {
          hide.addEventListener('pagehide', listener);
          return () => hide.removeEventListener('pagehide', listener);
        },
      });
      if (adapter.lifecycle.onLeave) host.leave?.();
      else hide.dispatchEvent(new Event('pagehide'));
      expect(saves).toBe(1);
      g.stop();
    });
  });
}
