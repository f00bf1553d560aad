import { StatusTier } from '../model/gifts.ts';

/** A tier's threshold in bonus points (core/content/gifts.ts STATUS_TIERS holds the game's). */
export type StatusTierThresholds = Record<Exclude<StatusTier, 'NONE'>, { from: number }>;

/** The status tier `bonusPoints` reach (product §3 "Status tiers"): the highest whose threshold is met. */
export const statusTierOf = (bonusPoints: number, tiers: StatusTierThresholds): StatusTier => {
  let best: StatusTier = StatusTier.NONE;
  for (const tier of Object.keys(tiers) as Exclude<StatusTier, 'NONE'>[]) {
    if (bonusPoints >= tiers[tier].from && (best === StatusTier.NONE || tiers[tier].from > tiers[best].from)) best = tier;
  }
  return best;
};
