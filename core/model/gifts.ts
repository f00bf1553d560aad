import type { Player } from './player.ts';

/**
 * Gifts between players and promo gifts (issue 12; product §3 "Gift and promo gifts", §8 "Gifts: level 15").
 * A player gift moves the sender's own gold, crystals or wheel tickets into the receiver's gifts inbox; the receiver accepts
 * it once. A promo gift is made by an operator (API.md "Gifts and status") and every player accepts it once.
 */
/** Sending gifts opens at this level (product §8 "Gifts: level 15"). */
export const GIFT_LEVEL = 15;
/** Gifts one player may send per UTC day (product §8 "per-day limits"). */
export const GIFTS_PER_DAY = 3;

export const GiftResource = { GOLD: 'GOLD', CRYSTAL: 'CRYSTAL', TICKET: 'TICKET' } as const;
export type GiftResource = (typeof GiftResource)[keyof typeof GiftResource];

/** Free promo gifts are emeralds: 15, 50, 100 or 1000 (product §3). */
export const PROMO_GIFT_EMERALDS = [15, 50, 100, 1000] as const;
export type PromoGiftEmeralds = (typeof PROMO_GIFT_EMERALDS)[number];

/** Status tiers from bonus points (product §3 "Status tiers"); NONE below the first threshold. */
export const StatusTier = { NONE: 'NONE', SILVER: 'SILVER', GOLD: 'GOLD', BRILLIANT: 'BRILLIANT' } as const;
export type StatusTier = (typeof StatusTier)[keyof typeof StatusTier];

/** What `GET /api/player/promo/gift/accept` answers: the emeralds credited now (0: nothing was waiting). */
export interface PromoGiftAccept {
  player: Player;
  emeralds: number;
  gifts: number;
}

/** The answers of the small player switches (push/switch). */
export interface PushState {
  push: boolean;
}
