import { INTERSTITIAL_RULES, createPauseSignal, defaultCapabilities, pageLifecycle, safeLocalStorage, type AccountOption, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext, type StorageLike } from '../sdk/index.ts';
import type { YaGames, YaPayments, YaSdk } from './YaGames.ts';

/** Technical §3 "Local storage keys": the list of games-platform ids this device has seen. */
export const YA_IDS_KEY = 'yaUniqueIds';
const YA_IDS_MAX = 20;

/** The answer of `ya/buy` and `ya/promocode/save` (fixtures/server/API.md "Hosts"). */
interface CreditAnswer {
  tokens: string[];
}

/** The part the adapter reads of the player info `ya/authenticate` and `ya/v2/remap` answer (fixtures/server/API.md "Hosts"). */
interface SignedInPlayer {
  player: { id: number };
}

/** One answer row of `ya/v2/search` (fixtures/server/API.md "Hosts"). */
interface FoundAccount {
  playerId: number;
  uniqueId: string;
  name: string | null;
  level: number;
}

const rememberId = (storage: StorageLike, id: string): string[] => {
  let ids: string[] = [];
  try {
    const stored: unknown = JSON.parse(storage.getItem(YA_IDS_KEY) ?? '[]');
    if (Array.isArray(stored)) ids = stored.filter((s): s is string => typeof s === 'string');
  } catch {
    // a broken list starts over
  }
  ids = [id, ...ids.filter((known) => known !== id)].slice(0, YA_IDS_MAX);
  try {
    storage.setItem(YA_IDS_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked in the iframe: the list lives for this page only
  }
  return ids;
};

/**
 * Yandex Games (hosts.md "ya"; technical §7). Sign-in sends the signed player and this device's list of
 * unique ids to `ya/authenticate`; `ya_unique_id` is the id header; purchases are signed receipts posted to
 * `ya/buy` and consumed once credited. Purchases left unconsumed (a window that failed after paying, a page
 * closed, a promo code) are restored through `ya/promocode/save` at sign-in and after a failed purchase.
 */
export function createYandexAdapter(options: { yaGames: YaGames; storage?: StorageLike }): PlatformAdapter {
  const storage = options.storage ?? safeLocalStorage();
  let uniqueId = '';
  let ids: string[] = [];
  /** The signed-in player, the `currId` of a remap. */
  let playerId: number | null = null;
  let server: SignInContext | null = null;
  let payments: YaPayments | null = null;
  // `YaGames.init()` once: sign-in and the lifecycle share the SDK, whichever asks first.
  let initialised: Promise<YaSdk> | null = null;
  const sdk = (): Promise<YaSdk> => (initialised ??= options.yaGames.init());
  /** A lifecycle call on the SDK; a call made before init lands after it, in order. */
  const withSdk = (name: string, call: (ysdk: YaSdk) => void): void =>
    void sdk().then(call).catch((error: unknown) => console.error(`Yandex Games: ${name} failed`, error));
  const hostPause = createPauseSignal();
  const onPause = () => hostPause.set(true);
  const onResume = () => hostPause.set(false);
  let listening = false;

  const consume = async (tokens: readonly string[]): Promise<void> => {
    for (const token of tokens) await payments?.consumePurchase(token).catch(() => undefined);
  };

  /** Credits and consumes every unconsumed purchase; true when there was one. */
  const restore = async (): Promise<boolean> => {
    if (!payments || !server) return false;
    try {
      const open = await payments.getPurchases();
      if (open.length === 0) return false;
      const answer = (await server.postForm('/api/integration/ya/promocode/save', { signature: open.signature })) as CreditAnswer;
      await consume(answer.tokens);
      return answer.tokens.length > 0;
    } catch (error: unknown) {
      console.error('Games-platform payment error', error);
      return false;
    }
  };

  return {
    source: 'ya',
    async signIn(ctx) {
      server = ctx;
      const ysdk = await sdk();
      const player = await ysdk.getPlayer({ signed: true });
      uniqueId = player.getUniqueID();
      ids = rememberId(storage, uniqueId);
      const info = (await ctx.postForm('/api/integration/ya/authenticate', {
        signature: player.signature,
        lang: ctx.lang,
        uniqueIds: ids.join(','),
      })) as SignedInPlayer;
      playerId = info.player.id;
      payments = await ysdk.getPayments({ signed: true }).catch((error: unknown) => {
        console.error('Games-platform payment error', error);
        return null;
      });
      await restore();
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (uniqueId ? { ya_unique_id: uniqueId } : {}),
    // Requirement 1.13.2: the portal currency's name and icon come from the SDK's catalogue, not from the game.
    async priceTags(ids) {
      const listed = payments ? await payments.getCatalog().catch(() => []) : [];
      return Object.fromEntries(
        listed.filter((product) => ids.includes(product.id)).map((product) => [product.id, { text: product.price, icon: product.getPriceCurrencyImage('small') }]),
      );
    },
    async purchase(product): Promise<PurchaseOutcome> {
      if (!payments || !server) return { kind: 'failed', reason: 'payments unavailable' };
      let purchase;
      try {
        purchase = await payments.purchase({ id: product.id });
      } catch (error: unknown) {
        // The window may fail after Yandex took the money: whatever it was, credit what is unconsumed.
        await restore();
        const text = error instanceof Error ? error.message : String(error);
        return /clos|cancel/i.test(text) ? { kind: 'cancelled' } : { kind: 'failed', reason: text };
      }
      try {
        const answer = (await server.postForm(`/api/integration/ya/buy?product_id=${encodeURIComponent(product.id)}`, {
          signature: purchase.signature,
        })) as CreditAnswer;
        await consume(answer.tokens);
      } catch (error: unknown) {
        // Not consumed: the next sign-in restores it.
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      return { kind: 'paid', paymentId: purchase.purchaseToken };
    },
    // Technical §7: the other Yandex accounts this device played can take over this one.
    accountChoice: {
      async list(): Promise<AccountOption[]> {
        if (!server) throw new Error('Not signed in');
        const found = (await server.postForm('/api/integration/ya/v2/search', { uniqueIds: ids.join(',') })) as FoundAccount[];
        return found.map((account) => ({ playerId: account.playerId, name: account.name, level: account.level }));
      },
      async choose(chosenId: number): Promise<void> {
        if (!server?.postJson || playerId === null) throw new Error('Not signed in');
        const info = (await server.postJson('/api/integration/ya/v2/remap', { currId: playerId, chosenId })) as SignedInPlayer;
        playerId = info.player.id;
      },
    },
    locale: () => null,
    // Yandex requirement 2.14: the language is the SDK's. The game has Russian and English: any other is English.
    hostLocale: async () => ((await sdk()).environment.i18n.lang === 'ru' ? 'ru' : 'en'),
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, referral: true, interstitialAd: true },
    currency: 'YAN',
    /*
     * Requirement 1.19 (yandex.com/dev/games/doc requirements/1/19, sdk-game-events, sdk-events): Game Ready when the
     * player can play, gameplay markup, and the platform's pause and resume (its ads, its purchase window, a hidden tab).
     */
    lifecycle: pageLifecycle({
      ready: () => withSdk('LoadingAPI.ready', (ysdk) => ysdk.features.LoadingAPI?.ready()),
      gameplayStart: () => withSdk('GameplayAPI.start', (ysdk) => ysdk.features.GameplayAPI?.start()),
      gameplayStop: () => withSdk('GameplayAPI.stop', (ysdk) => ysdk.features.GameplayAPI?.stop()),
      pause: (listener) => {
        const stop = hostPause.source(listener);
        if (!listening) {
          listening = true;
          withSdk('on(game_api_pause)', (ysdk) => {
            ysdk.on('game_api_pause', onPause);
            ysdk.on('game_api_resume', onResume);
          });
        }
        return stop;
      },
    }),
    interstitialRule: INTERSTITIAL_RULES.ya ?? undefined,
    // sdk-adv: onClose(wasShown) ends every call, false when Yandex found it too soon or had no ad.
    interstitialAd: () =>
      sdk()
        .then(
          (ysdk) =>
            new Promise<boolean>((resolve) => {
              ysdk.adv.showFullscreenAdv({
                callbacks: { onClose: (wasShown) => resolve(wasShown), onError: () => resolve(false), onOffline: () => resolve(false) },
              });
            }),
        )
        .catch(() => false),
  };
}
