import { BoosterKind, CampaignType, UserSource } from '../model/index.ts';

/** What a booster does while active (product §9; core/content/ECONOMY.md "Boosters"). */
export interface BoosterDef {
  /** Ordered by strength: a stronger booster replaces a weaker active one. */
  rank: number;
  durationMs: number;
  /** Extra experience of a won battle, in percent. */
  experiencePct: number;
  /** Regeneration per minute is multiplied by this. */
  regenerationFactor: number;
  /**
   * The silver set's "health per level +100 %" (product §9): the health a hero regains per rested minute, in extra
   * percent, on top of `regenerationFactor` (ECONOMY.md "Boosters").
   */
  healthRegenPct: number;
  /** Price in emeralds in the boosters shop. */
  price: number;
}

const HOUR_MS = 3_600_000;

export const BOOSTERS: Record<BoosterKind, BoosterDef> = {
  [BoosterKind.silver]: { rank: 1, durationMs: HOUR_MS, experiencePct: 100, regenerationFactor: 10, healthRegenPct: 100, price: 30 },
  [BoosterKind.experience]: { rank: 2, durationMs: 8 * HOUR_MS, experiencePct: 100, regenerationFactor: 1, healthRegenPct: 0, price: 50 },
  [BoosterKind.gold]: { rank: 3, durationMs: 24 * HOUR_MS, experiencePct: 200, regenerationFactor: 10, healthRegenPct: 0, price: 250 },
  [BoosterKind.platinum]: { rank: 4, durationMs: 72 * HOUR_MS, experiencePct: 400, regenerationFactor: 20, healthRegenPct: 0, price: 600 },
};

/** A weekly campaign window: it opens on `weekday` (0 Monday … 6 Sunday) at 12:00 Moscow time (product §9). */
export interface CampaignSlot {
  weekday: number;
  days: number;
}

/** The weekly schedule; a type without a slot never runs on this server. */
export const CAMPAIGN_SCHEDULE: Partial<Record<CampaignType, CampaignSlot>> = {
  [CampaignType.PORTAL_DISCOUNT]: { weekday: 2, days: 2 },
  [CampaignType.BOOSTER]: { weekday: 4, days: 3 },
  [CampaignType.GEMS_PLUS_50]: { weekday: 5, days: 1 },
  // Weekends: the group campaign asks players to join the game's group on its host (HOST_CAMPAIGNS keeps it to them).
  [CampaignType.OK_GROUP]: { weekday: 5, days: 2 },
};

/**
 * Campaigns that run only for the players of one host: OK_GROUP asks players to join the game's group on the host its
 * name gives, which no other host has (ECONOMY.md "Campaigns").
 */
export const HOST_CAMPAIGNS: Partial<Record<CampaignType, UserSource>> = {
  [CampaignType.OK_GROUP]: UserSource.ok,
};

/** Sale events start at this hour in this zone (product §9). */
export const SALE_START = { hour: 12, timeZone: 'Europe/Moscow' } as const;

/** The portal discount every player holds once per PORTAL_DISCOUNT window, in percent (product §9: 50 or 100). */
export const PORTAL_DISCOUNT_PCT = 50;
/** The window's last day offers the whole price off instead (product §9 "portal 50% or 100%"). */
export const PORTAL_DISCOUNT_LAST_DAY_PCT = 100;

/** The booster a BOOSTER campaign gives each player once per window. */
export const CAMPAIGN_GIFT_BOOSTER: BoosterKind = BoosterKind.experience;
