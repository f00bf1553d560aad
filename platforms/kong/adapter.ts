import { PlatformDialogError, createGuestAccount, defaultCapabilities, pageLifecycle, safeLocalStorage, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext, type StorageLike } from '../sdk/index.ts';
import { loadKongregateApi, type KongregateApi, type KongregateApiLoader, type KongregatePurchaseResult } from './KongregateApi.ts';

/** The device's flag that its stored token is a Kongregate account's, not a guest's trial (stored: never renamed). */
export const KONG_ACCOUNT_KEY = 'kongAccount';

const purchaseItemsRemote = (api: KongregateApi, orderInfo: string): Promise<KongregatePurchaseResult> =>
  new Promise((resolve) => api.mtx.purchaseItemsRemote(orderInfo, resolve));

/**
 * Kongregate (hosts.md "kong"; technical §7 "Kongregate-style portal": kongId, username and the token). Sign-in
 * sends the account's id, name and game auth token to `kong/authenticate`, where our server has Kongregate
 * confirm them; `kongId` carries the id on every request. Emeralds are sold in kreds through
 * `mtx.purchaseItemsRemote` (Kongregate asks our callback for the pack, then for its delivery). Its answer is
 * only `success`: a closed dialog and a failure look the same, so both are reported as failed.
 * A guest plays as a trial of the own site until it signs in on the page, which restarts the game.
 */
export function createKongAdapter(options: { loader: KongregateApiLoader; search: string; storage?: StorageLike; reload?: () => void }): PlatformAdapter {
  const storage = options.storage ?? safeLocalStorage();
  const reload = options.reload ?? (() => globalThis.location.reload());
  // A Kongregate guest has no account to prove (docs.kongregate.com "Handling Guests"): it plays as a trial of the
  // own site, or a new one from character selection.
  const guest = createGuestAccount(storage, KONG_ACCOUNT_KEY);
  const language = new URLSearchParams(options.search).get('kongregate_language');
  let api: KongregateApi | null = null;
  let userId = '';
  let server: SignInContext | null = null;
  let awaitingLogin = false;

  return {
    source: 'kong',
    async signIn(ctx) {
      server = ctx;
      const loaded = await loadKongregateApi(options.loader);
      api = loaded;
      const services = loaded.services;
      if (services.isGuest()) {
        if (!awaitingLogin) services.addEventListener('login', reload);
        awaitingLogin = true;
        return guest.signIn();
      }
      const id = String(services.getUserId());
      await ctx.postForm('/api/integration/kong/authenticate', {
        kongId: id,
        username: services.getUsername(),
        token: services.getGameAuthToken(),
        lang: ctx.lang,
      });
      userId = id;
      guest.remember(id);
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (userId ? { kongId: userId } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (api === null || server === null) return { kind: 'failed', reason: 'not signed in' };
      if (!userId) {
        // Kreds belong to an account: a guest is asked to sign in, which restarts the game as that account.
        api.services.showSignInBox();
        return { kind: 'failed', reason: 'a guest cannot buy' };
      }
      const result = await purchaseItemsRemote(api, product.id);
      if (result.success) return { kind: 'paid', paymentId: String(result.item_order_id ?? '') };
      return { kind: 'failed', reason: 'Kongregate reported no purchase (closed or failed)' };
    },
    // Kongregate's API has no loading, gameplay, pause or ad calls (hosts.md "kong"): a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => (language === 'ru' ? 'ru' : language ? 'en' : null),
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, invite: true, referral: true },
    currency: 'KRED',
    /*
     * The box's message is core's translated invitation (docs.kongregate.com showInvitationBox `content`). The box
     * reports nothing back, so an opened box counts as done. A guest has no friends to invite: as for kreds, it is
     * asked to sign in (which restarts the game as that account), and nothing is reported to the player here.
     */
    async invite(content) {
      if (api === null) throw new PlatformDialogError({ code: 'NOT_READY', source: 'kong', dialog: 'invite', detail: 'the API is not loaded before sign-in' });
      if (!userId) {
        api.services.showSignInBox();
        return false;
      }
      api.services.showInvitationBox({ content, filter: 'not_played' });
      return true;
    },
  };
}
