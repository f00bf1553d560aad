import type { CampaignStatus, Player, RewardsView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/** A credited host reward: the player with the emeralds, and what is left to take. */
export interface RewardAnswer {
  player: Player;
  rewards: RewardsView;
}

/**
 * The host reward calls of issue 12 (fixtures/server/API.md "Host rewards: ad views and the share"); each rejects
 * with an `ApiError` on a non-2xx answer (DAILY_LIMIT for a 4th ad view, OFFERING_USED for a second share).
 */
export interface RewardsApi {
  status(): Promise<RewardsView>;
  adViewed(): Promise<RewardAnswer>;
  shared(): Promise<RewardAnswer>;
  /** The group campaign as it runs for the caller (technical §7 `campaign/get/ok/group`): only its host's players see it run. */
  groupCampaign(): Promise<CampaignStatus>;
  groupJoined(): Promise<RewardAnswer>;
}

export function createRewardsApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): RewardsApi {
  const { get, postForm } = layer;
  return {
    status: () => get<RewardsView>('/api/reward/status'),
    // Each view is its own host event, seconds apart; the page's busy flag, not the anti-repeat window, stops a double tap.
    adViewed: () => postForm<RewardAnswer>('/api/reward/ad/view', {}, { repeatable: true }),
    shared: () => postForm<RewardAnswer>('/api/reward/share'),
    groupCampaign: () => get<CampaignStatus>('/api/campaign/get/ok/group'),
    groupJoined: () => postForm<RewardAnswer>('/api/reward/group'),
  };
}
