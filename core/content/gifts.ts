import { GiftResource, StatusTier } from '../model/gifts.ts';

/** The most of each resource one gift may carry, so a gift is a present, not a transfer between accounts. */
export const GIFT_MAX: Record<GiftResource, number> = { [GiftResource.GOLD]: 5000, [GiftResource.CRYSTAL]: 100, [GiftResource.TICKET]: 3 };
/** The note a sender may add to a gift. */
export const GIFT_TEXT_MAX = 200;

export interface StatusTierDef {
  /** Bonus points (one per emerald bought) from which the tier holds. */
  from: number;
  /** Gold added to each accepted gift, in percent: the tier's perk. */
  giftBonusPct: number;
}

/** The status tiers (product §3 "Status tiers"), lowest first; a player holds the highest tier reached. */
export const STATUS_TIERS: Record<Exclude<StatusTier, 'NONE'>, StatusTierDef> = {
  [StatusTier.SILVER]: { from: 500, giftBonusPct: 5 },
  [StatusTier.GOLD]: { from: 3000, giftBonusPct: 10 },
  [StatusTier.BRILLIANT]: { from: 10000, giftBonusPct: 20 },
};
