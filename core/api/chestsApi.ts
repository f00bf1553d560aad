import type {
  ArtifactSetView, ChestsView, ChestType, DailyRewardsView, DelayedChestView, PrizeAnswer,
} from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The chest and daily reward calls of issue 12 (fixtures/server/API.md "Chests and daily rewards"): each rejects
 * with an `ApiError` on a non-2xx answer (CHEST_LOCKED, OFFERING_USED, CHEST_NOT_READY, NOT_ENOUGH_GEMS, DAILY_LIMIT).
 */
export interface ChestsApi {
  chests(): Promise<ChestsView>;
  open(chest: ChestType): Promise<PrizeAnswer<ChestsView>>;
  delayed(): Promise<DelayedChestView>;
  ensureDelayed(): Promise<DelayedChestView>;
  speedUpDelayed(): Promise<DelayedChestView>;
  takeDelayed(): Promise<PrizeAnswer<DelayedChestView>>;
  daily(): Promise<DailyRewardsView>;
  takeOkDaily(): Promise<PrizeAnswer<DailyRewardsView>>;
  /** `utcOffsetMinutes`: the player's zone, kept by the server at the first take. */
  takeEveryday(utcOffsetMinutes: number): Promise<PrizeAnswer<DailyRewardsView>>;
  artifactSet(): Promise<ArtifactSetView>;
}

export function createChestsApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ChestsApi {
  const { get, postForm } = layer;
  return {
    chests: () => get<ChestsView>('/api/campaign/get/chest/status'),
    open: (chest) => postForm<PrizeAnswer<ChestsView>>('/api/campaign/chest/open', { chest }),
    delayed: () => get<DelayedChestView>('/api/campaign/get/chest2/status'),
    ensureDelayed: () => get<DelayedChestView>('/api/delayed/chest/ensure'),
    speedUpDelayed: () => get<DelayedChestView>('/api/delayed/chest/speedup'),
    takeDelayed: () => get<PrizeAnswer<DelayedChestView>>('/api/delayed/chest/take'),
    daily: () => get<DailyRewardsView>('/api/campaign/get/chest3/status'),
    takeOkDaily: () => get<PrizeAnswer<DailyRewardsView>>('/api/daily/ok/take'),
    takeEveryday: (utcOffsetMinutes) =>
      postForm<PrizeAnswer<DailyRewardsView>>('/api/player/everyday/reward/take', { utcOffsetMinutes }),
    artifactSet: () => get<ArtifactSetView>('/api/campaign/get/art/status'),
  };
}
