import type { GiftResource, Player, PromoGiftAccept } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';
import type { RetryPolicy } from './kyRetry.ts';

/** A gift send is keyed, so a lost answer may be sent again and the server gives once (API.md "Gifts"). */
const GIFT_SEND_RETRY: RetryPolicy = { limit: 2, delayMs: 1_000 };

/**
 * The gift calls of issue 12 (fixtures/server/API.md "Gifts and status"): send a gift, accept one from the inbox,
 * accept the running promo gifts. Each rejects with an `ApiError` on a non-2xx answer (GIFT_LEVEL_REQUIRED,
 * GIFT_DAILY_LIMIT, GIFT_ALREADY_ACCEPTED, NOT_ENOUGH_RESOURCES).
 */
export interface GiftsApi {
  send(receiverId: number, resource: GiftResource, amount: number, text: string): Promise<Player>;
  accept(notificationId: number): Promise<Player>;
  acceptPromo(): Promise<PromoGiftAccept>;
}

export function createGiftsApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): GiftsApi {
  const { get, postForm } = layer;
  return {
    send: (receiverId, resource, amount, text) =>
      postForm<Player>('/api/gift/send', { receiverId, resource, amount, text }, { keyed: { retry: GIFT_SEND_RETRY } }),
    accept: (id) => postForm<Player>(`/api/gift/${id}/accept`),
    acceptPromo: () => get<PromoGiftAccept>('/api/player/promo/gift/accept'),
  };
}
