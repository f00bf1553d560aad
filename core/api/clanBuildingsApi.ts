import type { ClanBuildingType, ClanBuildingView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The clan building calls (fixtures/server/API.md "Clan buildings"). Each answers the clan's five buildings after the
 * call, and rejects with an `ApiError` carrying the refusal (CLAN_BUILDING_BUSY, CLAN_INSUFFICIENT_FUNDS, …).
 */
export interface ClanBuildingsApi {
  list(): Promise<ClanBuildingView[]>;
  start(buildingType: ClanBuildingType): Promise<ClanBuildingView[]>;
  speedup(buildingType: ClanBuildingType): Promise<ClanBuildingView[]>;
  complete(buildingType: ClanBuildingType): Promise<ClanBuildingView[]>;
}

export function createClanBuildingsApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ClanBuildingsApi {
  const { get, postForm } = layer;
  return {
    list: () => get<ClanBuildingView[]>('/api/clan/building/list'),
    start: (buildingType) => postForm<ClanBuildingView[]>('/api/clan/building/start', { buildingType }),
    speedup: (buildingType) => postForm<ClanBuildingView[]>('/api/clan/building/speedup', { buildingType }),
    complete: (buildingType) => postForm<ClanBuildingView[]>('/api/clan/building/complete', { buildingType }),
  };
}
