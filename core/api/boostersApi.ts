import type { BoosterKind, BoostersView, CampaignStatus, CampaignType, Player, PortalOffer } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The booster and campaign calls of issue 12 (fixtures/server/API.md "Boosters and campaigns"); each rejects with
 * an `ApiError` on a non-2xx answer (BOOSTER_NOT_AVAILABLE, NOT_ENOUGH_GEMS).
 */
export interface BoostersApi {
  boosters(): Promise<BoostersView>;
  buy(kind: BoosterKind): Promise<BoostersView>;
  /** Activates held booster `id` (GET /api/campaign/use/{id}). */
  use(id: number): Promise<BoostersView>;
  /** Takes the running BOOSTER campaign's gift. */
  takeGift(): Promise<BoostersView>;
  portalOffer(): Promise<PortalOffer>;
  /** The portal discounts on offer now, in percent (`[50]`, `[100]` on the window's last day, or `[]`). */
  portalDiscounts(): Promise<{ discounts: number[] }>;
  chooseDiscount(discount: number): Promise<PortalOffer>;
  campaignStatus(type: CampaignType): Promise<CampaignStatus>;
  /** Marks an offer seen (technical §7 "Markers and offers"); answers the player with its `offers`. */
  markOfferSeen(offer: string): Promise<Player>;
}

export function createBoostersApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): BoostersApi {
  const { get, postForm } = layer;
  return {
    boosters: () => get<BoostersView>('/api/boosters'),
    buy: (kind) => postForm<BoostersView>('/api/boosters/buy', { kind }),
    use: (id) => get<BoostersView>(`/api/campaign/use/${id}`),
    takeGift: () => postForm<BoostersView>('/api/boosters/campaign/take'),
    portalOffer: () => get<PortalOffer>('/api/portal/offer/get'),
    portalDiscounts: () => get<{ discounts: number[] }>('/api/campaign/get/portal/discounts'),
    chooseDiscount: (discount) => get<PortalOffer>('/api/portal/mark/discount/chosen', { discount }),
    campaignStatus: (type) => get<CampaignStatus>(`/api/campaign/get/status/${type}`),
    markOfferSeen: (offer) => postForm<Player>('/api/offer/set/seen', { offer }),
  };
}
