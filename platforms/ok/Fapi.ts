/**
 * The part of OK's `fapi5.js` (`window.FAPI`) our adapter uses (hosts.md "ok"; apiok/html_app_example
 * script.js). Dialog results do not come back through the call: OK calls the page's global
 * `API_callback(method, result, data)`, so the adapter owns that global (`OkScope`).
 */
export interface Fapi {
  Util: { getRequestParameters(): Record<string, string> };
  init(apiServer: string, apiConnection: string, onSuccess: () => void, onError: (error: unknown) => void): void;
  UI: {
    /** name, description, code, price, options, attributes, currency ('ok'), callback ('true': no page reload), uiConf. */
    showPayment(
      name: string,
      description: string,
      code: string,
      price: number,
      options: null,
      attributes: string | null,
      currency: 'ok',
      callback: 'true',
      uiConf?: string,
    ): void;
    /** text, params (our `ref=` for the invitee's launch), uids (';'-separated; none: OK's friend picker). */
    showInvite(text: string, params?: string, uids?: string): void;
    postMediatopic(attachment: { media: { type: 'text'; text: string }[] }, status?: boolean): void;
    /**
     * Asks the player to join a group linked to the app (apiok.ru "ui.joinGroup"): the callback's result is 'ok'
     * (data 'ready') or 'error' with data 'cancel', 'already.member', 'group.access.denied' or 'common.finder'.
     */
    joinGroup(groupId: string, enableMessages?: boolean): void;
    /**
     * An interstitial (apiok.ru "ui.showAd"): found and shown in one call; `API_callback('showAd', …)` comes several
     * times: 'ok' with 'ready', 'ad_prepared', then 'ad_shown' when it closed; 'error' with 'no_ads' (or a limit).
     */
    showAd(): void;
  };
}

/** What OK calls with a dialog's outcome: `result` is 'ok', 'cancel' or 'error'. */
export type OkApiCallback = (method: string, result: string, data: unknown) => void;

/** The page scope OK calls back into. */
export interface OkScope {
  API_callback?: OkApiCallback;
}

/** The FAPI the page loaded before the bundle (platforms/ok/head.html), or null outside OK. */
export const okFapi = (scope: unknown): Fapi | null => (scope as { FAPI?: Fapi }).FAPI ?? null;
