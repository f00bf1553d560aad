/**
 * The part of Kongregate's JavaScript API (kongregate_api.js → `window.kongregateAPI`) our adapter uses
 * (hosts.md "kong"; docs.kongregate.com "Javascript API"). The script reads the `kongregate_*` parameters of
 * the iframe URL itself.
 */
export interface KongregatePurchaseResult {
  success: boolean;
  /** Kongregate's order id when the purchase went through. */
  item_order_id?: number;
}

export interface KongregateServices {
  /** 0 for a guest. */
  getUserId(): number | string;
  getUsername(): string;
  /** The account's game auth token, which our server has Kongregate confirm. */
  getGameAuthToken(): string;
  isGuest(): boolean;
  showSignInBox(): void;
  /** `login` fires when a guest signs in on the page. */
  addEventListener(event: 'login', listener: () => void): void;
  showInvitationBox(options: { content: string; filter?: string; kv_params?: Record<string, string> }): void;
}

export interface KongregateMtx {
  /** Dynamic item orders: Kongregate asks our callback URL for the items of `orderInfo`, then for delivery. */
  purchaseItemsRemote(orderInfo: string, callback: (result: KongregatePurchaseResult) => void): void;
}

export interface KongregateApi {
  services: KongregateServices;
  mtx: KongregateMtx;
}

export interface KongregateApiLoader {
  loadAPI(callback: () => void): void;
  getAPI(): KongregateApi;
}

/** The loader the page's script tag defined (platforms/kong/head.html), or null outside Kongregate. */
export const kongregateApiLoader = (scope: unknown): KongregateApiLoader | null =>
  (scope as { kongregateAPI?: KongregateApiLoader }).kongregateAPI ?? null;

/** `loadAPI` then `getAPI`, as a promise. */
export const loadKongregateApi = (loader: KongregateApiLoader): Promise<KongregateApi> =>
  new Promise((resolve) => loader.loadAPI(() => resolve(loader.getAPI())));
