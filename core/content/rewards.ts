import { RewardKind } from '../model/rewards.ts';

/** The host rewards (product §9; ECONOMY.md "Host rewards"). */
export const HOST_REWARDS: Record<RewardKind, { emeralds: number; perDay: number | null }> = {
  // At most 3 a day (product §9); 5 emeralds each, so a week of views buys about one booster.
  [RewardKind.AD_VIEW]: { emeralds: 5, perDay: 3 },
  // 15 emeralds (product §9), once per player: the host cannot prove a post, so a daily share would be free money.
  [RewardKind.SHARE]: { emeralds: 15, perDay: null },
  // The OK_GROUP campaign's reward for joining the game's group on its host, once per player; like the share, the
  // server cannot see the membership (that needs the host's server API), so it is small and once only.
  [RewardKind.GROUP_JOIN]: { emeralds: 20, perDay: null },
};
