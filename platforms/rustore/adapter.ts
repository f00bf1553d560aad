import { PlatformDialogError, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext } from '../sdk/index.ts';
import type { RuStoreBridge, RuStorePurchaseResult } from './RuStoreBridge.ts';

/** The launch ticket our Android wrapper put in the page URL: `uid`, `ts`, `sig` (hosts.md "Where a host publishes no scheme"). */
export const ruStoreTicket = (search: string): { uid: string; ts: string; sig: string } | null => {
  const query = new URLSearchParams(search);
  const uid = query.get('uid');
  const ts = query.get('ts');
  const sig = query.get('sig');
  return uid && ts && sig ? { uid, ts, sig } : null;
};

const playerIdOf = (answer: unknown): number | null => {
  const id = (answer as { player?: { id?: unknown } } | null)?.player?.id;
  return typeof id === 'number' ? id : null;
};

/**
 * The Android store app (hosts.md "rustore"; technical §7 "Android store app": authenticate with lang, app
 * payment with item and player id, a rate window). Sign-in forwards our wrapper's launch ticket to
 * `rustore/authenticate`; there is no id header (technical §3 names none for this host). A purchase goes
 * through RuStore Pay with the player id as developer payload, and its invoice id to `rustore/buy`, where the
 * server asks RuStore whether it is paid. The store shows the age 12 badge while loading (product §2).
 */
export function createRuStoreAdapter(options: { bridge: RuStoreBridge; search: string }): PlatformAdapter {
  const { bridge } = options;
  const ticket = ruStoreTicket(options.search);
  let server: SignInContext | null = null;
  let playerId: number | null = null;

  /** Asks the server to credit an invoice; false when it refused (not paid, not ours) or could not ask. */
  const credit = async (productId: string, invoiceId: string): Promise<boolean> => {
    try {
      await server?.postForm(`/api/integration/rustore/buy?product_id=${encodeURIComponent(productId)}`, { invoiceId });
      return true;
    } catch {
      return false;
    }
  };

  const outcomeOf = async (productId: string, result: RuStorePurchaseResult): Promise<PurchaseOutcome> => {
    switch (result.type) {
      case 'success':
        return (await credit(productId, result.invoiceId))
          ? { kind: 'paid', paymentId: result.invoiceId }
          : { kind: 'failed', reason: 'the server did not confirm the invoice' };
      case 'cancelled':
        return { kind: 'cancelled' };
      case 'failure':
        // RuStore Pay can fail after taking the money: the server credits the invoice if RuStore confirms it.
        if (result.invoiceId) await credit(productId, result.invoiceId);
        return { kind: 'failed', reason: result.message ?? `RuStore Pay error ${String(result.errorCode ?? 'unknown')}` };
    }
  };

  return {
    source: 'rustore',
    async signIn(ctx) {
      server = ctx;
      if (!ticket) throw new Error('rustore: the page URL carries no launch ticket (uid, ts, sig)');
      playerId = playerIdOf(await ctx.postForm('/api/integration/rustore/authenticate', { ...ticket, lang: ctx.lang }));
      return { authorization: null };
    },
    headers: (): PlatformHeaders => ({}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null || playerId === null) return { kind: 'failed', reason: 'not signed in' };
      let result: RuStorePurchaseResult;
      try {
        result = await bridge.purchase({ productId: product.id, developerPayload: String(playerId) });
      } catch (error: unknown) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      return outcomeOf(product.id, result);
    },
    // The wrapper's bridge has no lifecycle calls; Android's web view reports the app paused as a hidden page.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, rate: true, ageBadge: true },
    currency: 'RUB',
    // RuStore's in-app review (technical §7 "a rate window"): true once the store showed it; false when RuStore
    // did not (it limits how often a player is asked).
    async rate() {
      try {
        return await bridge.requestReview();
      } catch (error: unknown) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'rustore', dialog: 'rate', detail, cause: error });
      }
    },
  };
}
