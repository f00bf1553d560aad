import { defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext } from '../sdk/index.ts';
import type { ExeJsApi } from './ExeJsApi.ts';

/** The launch ticket of our scheme (`uid`, `ts`, `sig`) the operator's page put in the iframe URL (README "EXE.RU"). */
export const exeLaunchTicket = (search: string): { uid: string; ts: string; sig: string } | null => {
  const query = new URLSearchParams(search);
  const [uid, ts, sig] = [query.get('uid'), query.get('ts'), query.get('sig')];
  return uid && ts && sig ? { uid, ts, sig } : null;
};

/**
 * EXE.RU (hosts.md "exe"; technical §7 "exe: order box"). EXE.RU publishes no launch signature, so sign-in
 * forwards our launch ticket to `exe/authenticate`; `exe_user` carries the user id on every request. Emeralds
 * are sold in roubles through the order box, whose answer is only a hint: EXE.RU's `buy_item` call to our
 * server credits them.
 */
export function createExeAdapter(options: { api: ExeJsApi; search: string }): PlatformAdapter {
  const ticket = exeLaunchTicket(options.search);
  let server: SignInContext | null = null;

  return {
    source: 'exe',
    async signIn(ctx) {
      if (ticket === null) throw new Error('exe: the page URL carries no launch ticket (uid, ts, sig)');
      server = ctx;
      await ctx.postForm('/api/integration/exe/authenticate', { ...ticket, lang: ctx.lang });
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (ticket ? { exe_user: ticket.uid } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null) return { kind: 'failed', reason: 'not signed in' };
      try {
        const result = await options.api.showOrderBox(product.id);
        if (result.status === 'success') return { kind: 'paid', paymentId: result.order_id ?? '' };
        return result.status === 'cancel' ? { kind: 'cancelled' } : { kind: 'failed', reason: 'order box failed' };
      } catch (error: unknown) {
        return { kind: 'failed', reason: `order box: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    // EXE.RU publishes no lifecycle calls (hosts.md "exe"): a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, referral: true },
    currency: 'RUB',
  };
}
