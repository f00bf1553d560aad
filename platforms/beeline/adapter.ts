import { defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext } from '../sdk/index.ts';
import type { BeelinePortal } from './BeelinePortal.ts';

/** The launch ticket the portal put in our frame URL: `uid`, `ts`, `sig` (hosts.md "Where a host publishes no scheme"). */
export const beelineTicket = (search: string): { uid: string; ts: string; sig: string } | null => {
  const query = new URLSearchParams(search);
  const uid = query.get('uid');
  const ts = query.get('ts');
  const sig = query.get('sig');
  return uid && ts && sig ? { uid, ts, sig } : null;
};

/**
 * Beeline's game portal (hosts.md "beeline"; technical §7 "Web-games portal": authenticate with lang). Sign-in
 * forwards the launch ticket to `beeline/authenticate`; `beeline_login` carries the subscriber's login on every
 * request; emeralds are paid in RUB through the portal's dialog, and the portal's server calls our payment
 * callback, so the dialog's answer is only a hint. Referral is off (product §6).
 */
export function createBeelineAdapter(options: { portal: BeelinePortal; search: string }): PlatformAdapter {
  const ticket = beelineTicket(options.search);
  let server: SignInContext | null = null;

  return {
    source: 'beeline',
    async signIn(ctx) {
      server = ctx;
      if (!ticket) throw new Error('beeline: the page URL carries no launch ticket (uid, ts, sig)');
      await ctx.postForm('/api/integration/beeline/authenticate', { ...ticket, lang: ctx.lang });
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (ticket ? { beeline_login: ticket.uid } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null) return { kind: 'failed', reason: 'not signed in' };
      try {
        const result = await options.portal.pay({ productId: product.id, amount: Math.round(product.price * 100), currency: 'RUB' });
        if (result.status === 'paid') return { kind: 'paid', paymentId: result.paymentId ?? '' };
        return result.status === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed', reason: 'portal payment failed' };
      } catch (error: unknown) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
    // The Beeline portal's protocol (ours) has no lifecycle messages (hosts.md "beeline"): a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true },
    currency: 'RUB',
  };
}
