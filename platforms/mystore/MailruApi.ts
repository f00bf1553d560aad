/**
 * The part of MY.GAMES' `mailru.core.js` our adapter uses (hosts.md "mystore"): `iframeApi({appid, …Callback})`
 * resolves to the API; each method's answer comes to the callback of its name (`status: 'ok' | 'error'`).
 * `authUserCallback` is where a sign-in dialog that does not reload the page reports back.
 */
export type MailruStatus = 'ok' | 'error';

export interface MailruAnswer {
  status: MailruStatus;
  errmsg?: string;
}

export interface MailruCallbacks {
  getLoginStatusCallback(answer: MailruAnswer & { loginStatus?: number }): void;
  authUserCallback(answer: MailruAnswer): void;
  /** Technical §7: registration returns uid and hash; error 1001 is "User already registered". */
  registerUserCallback(answer: MailruAnswer & { uid?: string | number; hash?: string; errcode?: number }): void;
  userInfoCallback(answer: MailruAnswer & { uid?: string | number; nick?: string }): void;
  getAuthTokenCallback(answer: MailruAnswer & { hash?: string }): void;
  paymentReceivedCallback(answer: MailruAnswer & Record<string, unknown>): void;
  paymentWindowClosedCallback(): void;
}
export type MailruCallbackName = keyof MailruCallbacks;

/** What the game asks MY.GAMES to charge; MY.GAMES hands it back to our billing URL as `merchant_param`. */
export interface MerchantParam {
  amount: number;
  description: string;
  item_id: string;
  currency: 'RUB' | 'USD' | 'EUR';
}

export interface MailruApi {
  getLoginStatus(): void;
  authUser(): void;
  registerUser(): void;
  userInfo(): void;
  getAuthToken(): void;
  paymentFrame(params: { merchant_param: MerchantParam }): void;
}

export type IframeApi = (options: { appid: string } & MailruCallbacks) => Promise<MailruApi>;

/** `iframeApi` of the MY.GAMES script the entry loaded, or null outside MY.GAMES. */
export const mailruIframeApi = (scope: unknown): IframeApi | null => (scope as { iframeApi?: IframeApi }).iframeApi ?? null;
