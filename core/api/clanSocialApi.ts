import type { ClanRatingPage } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/** The clan rating, which is also the clan search (fixtures/server/API.md "Clan rating and search"). */
export interface ClanSocialApi {
  /** A page (0-based) of the clan rating; `name` keeps the clans whose name contains it. */
  rating(page: number, name?: string): Promise<ClanRatingPage>;
}

export function createClanSocialApi(layer: Pick<RequestLayer, 'get'>): ClanSocialApi {
  return {
    rating: (page, name) => layer.get<ClanRatingPage>('/api/clan/rating', name ? { page, name } : { page }),
  };
}
