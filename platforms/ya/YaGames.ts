/** The part of the Yandex Games SDK (`/sdk.js` → `window.YaGames`) our adapter uses (hosts.md "ya"). */
export interface YaPlayer {
  getUniqueID(): string;
  /** `<sig>.<base64 JSON>`, present when the player was asked for `{ signed: true }`: the proof of identity. */
  signature: string;
}

export interface YaPurchase {
  productID: string;
  purchaseToken: string;
  developerPayload?: string;
}

export interface YaPayments {
  /** Resolves with the signed purchase; rejects when the window is closed or the payment fails. */
  purchase(options: { id: string; developerPayload?: string }): Promise<YaPurchase & { signature: string }>;
  /** Unconsumed purchases (incl. promo-code gifts), with the signature of all of them. */
  getPurchases(): Promise<YaPurchase[] & { signature: string }>;
  consumePurchase(token: string): Promise<unknown>;
}

export interface YaSdk {
  environment: { i18n: { lang: string } };
  getPlayer(options: { signed: true }): Promise<YaPlayer>;
  getPayments(options: { signed: true }): Promise<YaPayments>;
}

export interface YaGames {
  init(): Promise<YaSdk>;
}

/** The SDK the page loaded before the bundle (platforms/ya/head.html), or null outside Yandex Games. */
export const yaGames = (scope: unknown): YaGames | null => (scope as { YaGames?: YaGames }).YaGames ?? null;
