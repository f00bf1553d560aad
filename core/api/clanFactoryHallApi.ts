import type { ClanFactoryGift, ClanFactoryTaken, ClanHallOptions, WarriorClass } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The gear factory's gift and the hall of fame (fixtures/server/API.md "Factory gift and hall of fame"). Refusals
 * come as `ApiError`s: CLAN_BUILDING_REQUIRED, CLAN_GIFT_TAKEN, CLAN_HALL_LEVEL_LIMIT, CLAN_INSUFFICIENT_FUNDS,
 * CLAN_PERMISSION_DENIED, NO_CLAN.
 */
export interface ClanFactoryHallApi {
  gift(): Promise<ClanFactoryGift>;
  takeGift(): Promise<ClanFactoryTaken>;
  hall(): Promise<ClanHallOptions>;
  improveHall(force: WarriorClass, toLevel: number): Promise<ClanHallOptions>;
}

export function createClanFactoryHallApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ClanFactoryHallApi {
  const { get, postForm } = layer;
  return {
    gift: () => get<ClanFactoryGift>('/api/clan/factory/gift/get'),
    takeGift: () => get<ClanFactoryTaken>('/api/clan/factory/gift/take'),
    hall: () => get<ClanHallOptions>('/api/clan/hall/options'),
    improveHall: (force, toLevel) => postForm<ClanHallOptions>('/api/clan/hall/improve', { force, toLevel }),
  };
}
