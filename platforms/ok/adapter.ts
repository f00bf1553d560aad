import { INTERSTITIAL_RULES, PlatformDialogError, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext, type SocialDialog } from '../sdk/index.ts';
import type { Fapi, OkScope } from './Fapi.ts';
import { OK_GROUP_ID } from './okGroup.ts';

type DialogMethod = 'showPayment' | 'showInvite' | 'postMediatopic' | 'joinGroup';
interface DialogResult {
  result: string;
  data: unknown;
}

/**
 * Odnoklassniki (hosts.md "ok"; technical §7 "Platform payment dialogs": payment, invite and media-post
 * dialogs). Sign-in forwards the iframe URL's signed launch query raw to `ok/authenticate` (`auth_sig`, `sig`);
 * `logged_user_id` is the id header; emeralds are sold through FAPI.UI.showPayment, whose answer is only a
 * hint: OK's `callbacks.payment` to our server credits.
 */
export function createOkAdapter(options: { fapi: Fapi; scope: OkScope; search: string; groupId?: string }): PlatformAdapter {
  const { fapi, scope } = options;
  const groupId = options.groupId ?? OK_GROUP_ID;
  const launch = options.search.startsWith('?') ? options.search.slice(1) : options.search;
  const params = new URLSearchParams(launch);
  const userId = params.get('logged_user_id') ?? '';
  const waiting = new Map<string, (answer: DialogResult) => void>();
  let server: SignInContext | null = null;

  // The interstitial's several answers go to the one shown now, until its last.
  let adAnswer: ((shown: boolean) => void) | null = null;
  // One dialog of a kind at a time: a second one of the same kind replaces the first, which OK closes.
  scope.API_callback = (method, result, data) => {
    if (method === 'showAd') {
      if (result === 'ok' && data !== 'ad_shown') return;
      adAnswer?.(result === 'ok');
      adAnswer = null;
      return;
    }
    waiting.get(method)?.({ result, data });
    waiting.delete(method);
  };
  const dialog = (method: DialogMethod, open: () => void): Promise<DialogResult> =>
    new Promise((resolve) => {
      waiting.get(method)?.({ result: 'cancel', data: null });
      waiting.set(method, resolve);
      try {
        open();
      } catch (error: unknown) {
        waiting.delete(method);
        resolve({ result: 'error', data: error instanceof Error ? error.message : String(error) });
      }
    });

  /** A social dialog's outcome: true on `ok`, false on `cancel`; OK's `error` fails (technical §8: "OK invite failed"). */
  const social = async (kind: SocialDialog, method: DialogMethod, open: () => void): Promise<boolean> => {
    const { result, data } = await dialog(method, open);
    if (result === 'ok') return true;
    if (result === 'cancel') return false;
    const detail = `${method} answered ${result}: ${typeof data === 'string' ? data : JSON.stringify(data)}`;
    throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'ok', dialog: kind, detail });
  };

  return {
    source: 'ok',
    async signIn(ctx) {
      if (!userId || !params.get('auth_sig')) throw new Error('ok: the page URL carries no signed launch parameters');
      const request = fapi.Util.getRequestParameters();
      await new Promise<void>((resolve, reject) =>
        fapi.init(request.api_server ?? '', request.apiconnection ?? '', resolve, (error) => reject(new Error(`ok: FAPI.init failed: ${String(error)}`))),
      );
      await ctx.postForm('/api/integration/ok/authenticate', { launch, lang: ctx.lang });
      // Purchases need a signed-in player: only now may they reach the server.
      server = ctx;
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (userId ? { logged_user_id: userId } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null) return { kind: 'failed', reason: 'not signed in' };
      const { result, data } = await dialog('showPayment', () =>
        fapi.UI.showPayment(product.title, product.title, product.id, product.price, null, null, 'ok', 'true'),
      );
      // OK's answer names no payment id we could check; the server's `callbacks.payment` is the record.
      if (result === 'ok') return { kind: 'paid', paymentId: product.id };
      if (result === 'cancel') return { kind: 'cancelled' };
      return { kind: 'failed', reason: `showPayment ${result}: ${typeof data === 'string' ? data : JSON.stringify(data)}` };
    },
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, invite: true, share: true, referral: true, interstitialAd: true },
    currency: 'OK',
    // FAPI has no loading, gameplay or pause calls (FAPI.init, at sign-in, is its start): the page's visibility pauses.
    lifecycle: pageLifecycle(),
    interstitialRule: INTERSTITIAL_RULES.ok ?? undefined,
    interstitialAd: () =>
      new Promise<boolean>((resolve) => {
        adAnswer?.(false);
        adAnswer = resolve;
        try {
          fapi.UI.showAd();
        } catch {
          adAnswer = null;
          resolve(false);
        }
      }),
    // The invitee's launch carries our `ref=` (technical §7 "Referral and invite links").
    invite: (text) => social('invite', 'showInvite', () => fapi.UI.showInvite(text, `ref=${encodeURIComponent(userId)}`)),
    share: (text) => social('share', 'postMediatopic', () => fapi.UI.postMediatopic({ media: [{ type: 'text', text }] }, false)),
    // OK answers a decline as an error 'cancel', and a member's second join as 'already.member': both are answers.
    async joinGroup() {
      const { result, data } = await dialog('joinGroup', () => fapi.UI.joinGroup(groupId, true));
      if (result === 'ok' || data === 'already.member') return true;
      if (result === 'cancel' || data === 'cancel') return false;
      throw new Error(`ok: joinGroup answered ${result}: ${typeof data === 'string' ? data : JSON.stringify(data)}`);
    },
  };
}
