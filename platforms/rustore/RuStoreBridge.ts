/**
 * The bridge our Android wrapper gives the web view (hosts.md "rustore": no official JS bridge exists, the
 * web-view bridge is our own Android code). The wrapper serves it as a script (platforms/rustore/head.html)
 * that defines `window.RuStoreBridge` over its JavascriptInterface, and answers with RuStore Pay SDK results.
 */

/** RuStore Pay's purchase result (Success / Cancelled / Failure of `purchase_product`, hosts.md "rustore"). */
export type RuStorePurchaseResult =
  | { type: 'success'; purchaseId: string; invoiceId: string; productId: string; orderId?: string; sandbox: boolean }
  | { type: 'cancelled'; purchaseId?: string }
  /** A failure may still carry the invoice: the SDK can fail after RuStore took the money. */
  | { type: 'failure'; purchaseId?: string; invoiceId?: string; errorCode?: number; message?: string };

export interface RuStoreBridge {
  /**
   * RuStore Pay `purchase_product(productId, developerPayload)`: a one-step purchase of a console product.
   * The developer payload names the buyer (our player id) so the server can check whose invoice it is.
   */
  purchase(params: { productId: string; developerPayload: string }): Promise<RuStorePurchaseResult>;
  /**
   * RuStore's in-app review (the rate window): resolves true when the review flow ran, false when RuStore did not
   * show it (it limits how often it asks a player); rejects when the review manager failed.
   */
  requestReview(): Promise<boolean>;
}

/** The bridge the wrapper's script defined before the bundle, or null outside the RuStore app. */
export const ruStoreBridge = (scope: unknown): RuStoreBridge | null => (scope as { RuStoreBridge?: RuStoreBridge }).RuStoreBridge ?? null;
