/** The host rewards the server credits (issue 12, product §9): a rewarded ad view, a share, and joining the host group. */
export const RewardKind = { AD_VIEW: 'AD_VIEW', SHARE: 'SHARE', GROUP_JOIN: 'GROUP_JOIN' } as const;
export type RewardKind = (typeof RewardKind)[keyof typeof RewardKind];

/** What the player may still take of the host rewards (GET /api/reward/status). */
export interface RewardsView {
  /** Ad views left today (Moscow day); 0 once the day's views are used. */
  adViewsLeft: number;
  adViewsPerDay: number;
  /** Emeralds one ad view gives. */
  adEmeralds: number;
  /** True once the share reward was taken (it is given once per player). */
  shareTaken: boolean;
  shareEmeralds: number;
  /** True once the group-join reward of the OK_GROUP campaign was taken (once per player). */
  groupTaken: boolean;
  groupEmeralds: number;
  /** When the next Moscow day starts, in epoch ms: the ad views come back then. */
  dayEndsAtMs: number;
}
