import { defaultCapabilities, pageLifecycle, type Currency, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext } from '../sdk/index.ts';
import type { IframeApi, MailruApi, MailruCallbackName, MailruCallbacks } from './MailruApi.ts';

/** Technical §7: registerUser's "User already registered". */
export const ALREADY_REGISTERED = 1001;
const LoginStatus = { guest: 0, notRegistered: 1, registered: 2 } as const;

/** Product §5: the MY.GAMES payment currency, from the `currency` query parameter: RUB unless USD or EUR. */
export const mystoreCurrency = (search: string): 'RUB' | 'USD' | 'EUR' => {
  const value = (new URLSearchParams(search).get('currency') ?? '').toUpperCase();
  return value === 'USD' || value === 'EUR' ? value : 'RUB';
};

type Answer<N extends MailruCallbackName> = Parameters<MailruCallbacks[N]>[0];

/**
 * MY.GAMES store (hosts.md "mystore"; technical §7 "Mail-portal store"). Sign-in asks MY.GAMES who plays: a
 * guest signs in first (authUser); a signed-in user new to the game registers (registerUser gives uid and a
 * one-time hash), and one already registered (error 1001) or known (status 2) gives userInfo's uid and
 * getAuthToken's hash. `uid` + hash go to `mystore/client/authenticate`, which has MY.GAMES check the hash.
 * `uid` is the id header; emeralds are sold in the payment frame, credited by MY.GAMES' billing callback.
 */
export function createMystoreAdapter(options: { iframeApi: IframeApi; search: string }): PlatformAdapter {
  const appid = new URLSearchParams(options.search).get('appid') ?? '';
  const currency = mystoreCurrency(options.search);
  const waiting = new Map<MailruCallbackName, (answer: unknown) => void>();
  let uid = '';
  let api: MailruApi | null = null;
  let server: SignInContext | null = null;

  const deliver = (name: MailruCallbackName) => (answer?: unknown) => {
    waiting.get(name)?.(answer ?? {});
    waiting.delete(name);
  };
  const callbacks: MailruCallbacks = {
    getLoginStatusCallback: deliver('getLoginStatusCallback'),
    authUserCallback: deliver('authUserCallback'),
    registerUserCallback: deliver('registerUserCallback'),
    userInfoCallback: deliver('userInfoCallback'),
    getAuthTokenCallback: deliver('getAuthTokenCallback'),
    paymentReceivedCallback: deliver('paymentReceivedCallback'),
    paymentWindowClosedCallback: deliver('paymentWindowClosedCallback'),
  };
  /** Runs `open` (an iframeApi call) and waits for the first of the callbacks `names`. */
  const ask = <N extends MailruCallbackName>(open: () => void, ...names: N[]): Promise<{ name: N; answer: Answer<N> }> =>
    new Promise((resolve) => {
      for (const name of names) waiting.set(name, (answer) => {
        for (const other of names) waiting.delete(other);
        resolve({ name, answer: answer as Answer<N> });
      });
      open();
    });
  const call = async <N extends MailruCallbackName>(open: () => void, name: N): Promise<Answer<N>> => (await ask(open, name)).answer;

  /** The signed-in MY.GAMES user's uid and a fresh one-time hash. */
  const knownUser = async (mailru: MailruApi): Promise<{ uid: string; hash: string }> => {
    const info = await call(() => mailru.userInfo(), 'userInfoCallback');
    const token = await call(() => mailru.getAuthToken(), 'getAuthTokenCallback');
    if (info.status !== 'ok' || info.uid === undefined || token.status !== 'ok' || !token.hash) {
      throw new Error(`mystore: no user info or auth token (${info.errmsg ?? token.errmsg ?? 'no answer'})`);
    }
    return { uid: String(info.uid), hash: token.hash };
  };

  const login = async (mailru: MailruApi): Promise<{ uid: string; hash: string }> => {
    let status = await call(() => mailru.getLoginStatus(), 'getLoginStatusCallback');
    if (status.status === 'ok' && status.loginStatus === LoginStatus.guest) {
      const auth = await call(() => mailru.authUser(), 'authUserCallback');
      if (auth.status !== 'ok') throw new Error(`mystore: sign-in refused (${auth.errmsg ?? 'no reason'})`);
      status = await call(() => mailru.getLoginStatus(), 'getLoginStatusCallback');
    }
    if (status.status === 'ok' && status.loginStatus === LoginStatus.registered) return knownUser(mailru);
    if (status.status !== 'ok' || status.loginStatus !== LoginStatus.notRegistered) {
      throw new Error(`mystore: unexpected login status ${String(status.loginStatus)} (${status.errmsg ?? status.status})`);
    }
    const registered = await call(() => mailru.registerUser(), 'registerUserCallback');
    if (registered.status === 'ok' && registered.uid !== undefined && registered.hash) return { uid: String(registered.uid), hash: registered.hash };
    if (registered.errcode === ALREADY_REGISTERED) return knownUser(mailru);
    // Technical §7: any other failed registration leads to authentication, then the known user's proof.
    const auth = await call(() => mailru.authUser(), 'authUserCallback');
    if (auth.status !== 'ok') throw new Error(`mystore: registration failed (${registered.errmsg ?? 'no reason'})`);
    return knownUser(mailru);
  };

  return {
    source: 'mystore',
    async signIn(ctx) {
      if (!/^\d{1,20}$/.test(appid)) throw new Error('mystore: the page URL names no appid');
      api = await options.iframeApi({ appid, ...callbacks });
      const user = await login(api);
      uid = user.uid;
      await ctx.postForm('/api/integration/mystore/client/authenticate', { uid: user.uid, hash: user.hash, lang: ctx.lang, currency });
      // Purchases need a signed-in player: only now may they reach the server.
      server = ctx;
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (uid ? { uid } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      const mailru = api;
      if (server === null || mailru === null) return { kind: 'failed', reason: 'not signed in' };
      const merchant_param = { amount: product.price, description: product.title, item_id: product.id, currency };
      const { name, answer } = await ask(() => mailru.paymentFrame({ merchant_param }), 'paymentReceivedCallback', 'paymentWindowClosedCallback');
      if (name === 'paymentWindowClosedCallback') return { kind: 'cancelled' };
      const received = answer as Answer<'paymentReceivedCallback'>;
      if (received.status === 'ok') return { kind: 'paid', paymentId: String(received.tid ?? product.id) };
      return { kind: 'failed', reason: `payment frame: ${received.errmsg ?? 'error'}` };
    },
    // MY.GAMES' iframe API publishes no loading, gameplay or pause calls (hosts.md "mystore"): a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, referral: true },
    currency: currency satisfies Currency,
  };
}
