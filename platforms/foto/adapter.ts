import { PlatformDialogError, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext, type SocialDialog } from '../sdk/index.ts';
import type { FsapiClient } from './Fsapi.ts';

/** A fresh order id for one buyItem dialog: the server takes the money once per order. */
const newOrderId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Fotostrana (hosts.md "foto"; technical §7 "Photo social network: payment event"). Fotostrana proves no
 * viewer to a game, so the frame URL carries our launch ticket (`uid`, `ts`, `sig`; hosts.md "Where a host
 * publishes no scheme"), sent to `foto/authenticate`; `fotoUid` is the id header. A purchase is the
 * `buyItem` event: when the player agrees, our server takes the price with Billing.withDrawMoneySafe and
 * credits the pack (`foto/buy`).
 */
export function createFotoAdapter(options: { loadSdk: () => Promise<FsapiClient>; search: string }): PlatformAdapter {
  const query = new URLSearchParams(options.search);
  const ticket = { uid: query.get('uid') ?? '', ts: query.get('ts') ?? '', sig: query.get('sig') ?? '' };
  let sdk: FsapiClient | null = null;
  let server: SignInContext | null = null;

  const event = (name: string, params: Record<string, unknown>): Promise<Record<string, unknown> | null> =>
    new Promise((resolve) => {
      if (!sdk) return resolve({ error: 'not signed in' });
      sdk.event(name, (answer) => resolve(answer ?? null), params);
    });

  /** A social dialog's event: true when Fotostrana answered, false when the player closed it (no answer). */
  const social = async (dialog: SocialDialog, name: string, params: Record<string, unknown>): Promise<boolean> => {
    if (sdk === null) throw new PlatformDialogError({ code: 'NOT_READY', source: 'foto', dialog, detail: 'the API is not loaded before sign-in' });
    const answer = await event(name, params);
    if (answer === null) return false;
    if (answer.error === undefined) return true;
    throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'foto', dialog, detail: `${name} answered ${JSON.stringify(answer.error)}` });
  };

  return {
    source: 'foto',
    async signIn(ctx) {
      if (!ticket.uid || !ticket.sig) throw new Error('foto: the page URL carries no launch ticket');
      const client = await options.loadSdk();
      client.init((error) => console.error('Fotostrana API error', error));
      sdk = client;
      await ctx.postForm('/api/integration/foto/authenticate', { ...ticket, lang: ctx.lang });
      // Purchases need a signed-in player: only now may they reach the server.
      server = ctx;
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (ticket.uid ? { fotoUid: ticket.uid } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null || sdk === null) return { kind: 'failed', reason: 'not signed in' };
      const answer = await event('buyItem', { name: product.title, amount: product.price, id: product.id, pic_url: '' });
      // Fotostrana's dialog answers nothing when closed, `{money, item}` when the player agreed.
      if (answer === null) return { kind: 'cancelled' };
      if (answer.money === undefined) return { kind: 'failed', reason: `buyItem: ${String(answer.error ?? 'no money')}` };
      try {
        await server.postForm(`/api/integration/foto/buy?product_id=${encodeURIComponent(product.id)}`, { orderId: newOrderId() });
      } catch (error: unknown) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      return { kind: 'paid', paymentId: product.id };
    },
    // Fotostrana's fsapi has no loading, gameplay or pause calls (hosts.md "foto"): a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, invite: true, share: true, referral: true },
    currency: 'RUB',
    // Fotostrana's invite dialog takes no text (hosts.md "foto — Invite/post"); the wall post does.
    invite: () => social('invite', 'invite', {}),
    share: (text) => social('share', 'postUserEventOnWall', { text, imgUrl: '' }),
  };
}
