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

/** A product of the game's catalogue as Yandex writes it (sdk-purchases `getCatalog`). */
export interface YaCatalogProduct {
  id: string;
  /** "<value> <currency code>", e.g. "15 YAN". */
  price: string;
  priceValue: string;
  priceCurrencyCode: string;
  getPriceCurrencyImage(size: 'small' | 'medium' | 'svg'): string;
}

export interface YaPayments {
  getCatalog(): Promise<YaCatalogProduct[]>;
  /** Resolves with the signed purchase; rejects when the window is closed or the payment fails. */
  purchase(options: { id: string; developerPayload?: string }): Promise<YaPurchase & { signature: string }>;
  /** Unconsumed purchases (incl. promo-code gifts), with the signature of all of them. */
  getPurchases(): Promise<YaPurchase[] & { signature: string }>;
  consumePurchase(token: string): Promise<unknown>;
}

/** `showFullscreenAdv`'s callbacks (yandex.com/dev/games/doc sdk-adv): `onClose(wasShown)` ends every call. */
export interface YaFullscreenCallbacks {
  onOpen?(): void;
  onClose?(wasShown: boolean): void;
  onError?(error: unknown): void;
  onOffline?(): void;
}

/** The platform's pause and resume events (sdk-events): its ads, its purchase window, a hidden tab. */
export type YaEvent = 'game_api_pause' | 'game_api_resume';

export interface YaSdk {
  environment: { i18n: { lang: string } };
  /** Game Ready and gameplay markup (sdk-game-events); optional in the SDK's own typing, so each may be missing. */
  features: {
    LoadingAPI?: { ready(): void };
    GameplayAPI?: { start(): void; stop(): void };
  };
  on(event: YaEvent, listener: () => void): void;
  off(event: YaEvent, listener: () => void): void;
  adv: { showFullscreenAdv(options: { callbacks: YaFullscreenCallbacks }): void };
  getPlayer(options: { signed: true }): Promise<YaPlayer>;
  getPayments(options: { signed: true }): Promise<YaPayments>;
}

export interface YaGames {
  init(): Promise<YaSdk>;
}

/** The SDK the page loaded before the bundle (platforms/ya/head.html), or null outside Yandex Games. */
export const yaGames = (scope: unknown): YaGames | null => (scope as { YaGames?: YaGames }).YaGames ?? null;
