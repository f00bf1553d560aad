import {
  BOOSTERS, CAMPAIGN_SCHEDULE, HOST_CAMPAIGNS, PORTAL_DISCOUNT_LAST_DAY_PCT, PORTAL_DISCOUNT_PCT, SALE_START, type CampaignSlot,
} from './boosterData.ts';
import { ErrorCode } from '../model/index.ts';
import type { ActiveBooster, BoosterKind, CampaignStatus, CampaignType, UserSource } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

const DAY_MS = 86_400_000;

/** The active booster as of `nowMs`: an expired one is none. */
export const activeBoosterAt = (active: ActiveBooster | null, nowMs: number): ActiveBooster | null =>
  active !== null && active.activeTillMs > nowMs ? active : null;

/**
 * Using a booster (product §4, ECONOMY.md "Boosters"): a second one of the active kind prolongs it by its
 * duration; a stronger one replaces it (the rest of the weaker is lost); a weaker one is refused while the
 * stronger runs, so no booster the player holds is wasted by mistake.
 */
export const activateBooster = (current: ActiveBooster | null, kind: BoosterKind, nowMs: number): ActiveBooster => {
  const active = activeBoosterAt(current, nowMs);
  const def = BOOSTERS[kind];
  const fresh = { kind, activatedMs: nowMs, activeTillMs: nowMs + def.durationMs };
  if (active === null) return fresh;
  if (active.kind === kind) return { ...active, activeTillMs: active.activeTillMs + def.durationMs };
  if (def.rank > BOOSTERS[active.kind].rank) return fresh;
  throw new RuleError(ErrorCode.BOOSTER_NOT_AVAILABLE, `a stronger ${active.kind} booster is active`, {
    active: active.kind,
  });
};

/** A won battle's experience with the booster active at `nowMs` (product §9: +100 %, +200 %, +400 %). */
export const boostedByBooster = (experience: number, active: ActiveBooster | null, nowMs: number): number => {
  const booster = activeBoosterAt(active, nowMs);
  return booster === null ? experience : Math.round(experience * (1 + BOOSTERS[booster.kind].experiencePct / 100));
};

/**
 * The rest from `fromMs` to `nowMs` as regeneration counts it (core/rules regenerateHealth): the part spent under
 * `booster` counts its regeneration factor times (x10, x20; the silver set's health per minute +100 % doubles it), the rest once; a booster activated after a long rest
 * does not speed up the time before it.
 */
export const boostedRestMs = (fromMs: number, nowMs: number, booster: ActiveBooster | null): number => {
  const elapsed = Math.max(0, nowMs - fromMs);
  if (booster === null) return elapsed;
  const overlap = Math.max(0, Math.min(nowMs, booster.activeTillMs) - Math.max(fromMs, booster.activatedMs));
  const def = BOOSTERS[booster.kind];
  // Regeneration gives whole points per minute, so twice the health per minute is twice the rest counted.
  const factor = def.regenerationFactor * (1 + def.healthRegenPct / 100);
  return elapsed + overlap * (factor - 1);
};

// Building a DateTimeFormat costs far more than using one, and the server asks for every player info (issue 26).
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = zoneFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
};

/** Milliseconds to add to UTC for the wall clock of `timeZone` at `ms` (Intl knows the zone's history). */
const zoneOffsetMs = (ms: number, timeZone: string): number => {
  const parts = zoneFormat(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(ms / 1000) * 1000;
};

/** saleStartOnDay's answers of the last days asked: a day's start never changes, and every player info asks again. */
const saleStarts = new Map<number, number>();

/** The UTC instant of SALE_START's hour on the zone's calendar day `dayIndex` (days since 1970-01-01, zone-local). */
const saleStartOnDay = (dayIndex: number): number => {
  const known = saleStarts.get(dayIndex);
  if (known !== undefined) return known;
  const wallMs = dayIndex * DAY_MS + SALE_START.hour * 3_600_000;
  // Two passes: the offset at the guess, then at the corrected instant (a clock change between them is rare).
  const first = wallMs - zoneOffsetMs(wallMs, SALE_START.timeZone);
  const startMs = wallMs - zoneOffsetMs(first, SALE_START.timeZone);
  // A few weeks of days at most: a long-running server (or a test walking the calendar) cannot grow it.
  if (saleStarts.size >= 64) saleStarts.clear();
  saleStarts.set(dayIndex, startMs);
  return startMs;
};

/** The window of `slot` that is running at `nowMs`, or else the next one. */
export const campaignWindow = (slot: CampaignSlot, nowMs: number): { startMs: number; endMs: number } => {
  const today = Math.floor((nowMs + zoneOffsetMs(nowMs, SALE_START.timeZone)) / DAY_MS);
  // 1970-01-01 was a Thursday: weekday 3 when Monday is 0.
  const weekdayToday = (today + 3) % 7;
  const sinceStart = (weekdayToday - slot.weekday + 7) % 7;
  for (const startDay of [today - sinceStart - 7, today - sinceStart, today - sinceStart + 7]) {
    const startMs = saleStartOnDay(startDay);
    const endMs = saleStartOnDay(startDay + slot.days);
    if (nowMs < endMs) return { startMs, endMs };
  }
  throw new Error(`No campaign window after ${nowMs}`);
};

/** The status of campaign `type` at `nowMs` under `schedule`. */
export const campaignStatus = (
  type: CampaignType,
  nowMs: number,
  schedule: Partial<Record<CampaignType, CampaignSlot>> = CAMPAIGN_SCHEDULE,
): CampaignStatus => {
  const slot = schedule[type];
  if (!slot) return { type, running: false, startMs: null, endMs: null };
  const { startMs, endMs } = campaignWindow(slot, nowMs);
  return { type, running: startMs <= nowMs && nowMs < endMs, startMs, endMs };
};

/** Whether campaign `type` runs for a player from `source` at all (HOST_CAMPAIGNS). */
export const campaignOpenTo = (type: CampaignType, source: UserSource): boolean => {
  const host = HOST_CAMPAIGNS[type];
  return host === undefined || host === source;
};

/** The status of campaign `type` for a player from `source`: a campaign of another host never runs for them. */
export const campaignStatusFor = (
  type: CampaignType,
  nowMs: number,
  source: UserSource,
  schedule: Partial<Record<CampaignType, CampaignSlot>> = CAMPAIGN_SCHEDULE,
): CampaignStatus =>
  campaignOpenTo(type, source) ? campaignStatus(type, nowMs, schedule) : { type, running: false, startMs: null, endMs: null };

/** The campaign types running at `nowMs`. */
export const runningCampaigns = (
  nowMs: number,
  schedule: Partial<Record<CampaignType, CampaignSlot>> = CAMPAIGN_SCHEDULE,
): CampaignStatus[] =>
  (Object.keys(schedule) as CampaignType[]).map((type) => campaignStatus(type, nowMs, schedule)).filter((s) => s.running);

/** The key a campaign window's offer is marked seen under (player `offers`, POST /api/offer/set/seen). */
export const campaignOfferKey = (status: Pick<CampaignStatus, 'type' | 'startMs'>): string =>
  `campaign:${status.type}:${status.startMs ?? 0}`;

/**
 * The portal discount a PORTAL_DISCOUNT window offers at `nowMs` (product §9 "50% or 100%"): half the price until its
 * last day, the whole price in its last 24 hours. One choice per window: the player who needs a portal now takes
 * half, the one who waits takes it free, and neither can take both.
 */
export const portalDiscountPctAt = (window: { endMs: number }, nowMs: number): number =>
  nowMs >= window.endMs - DAY_MS ? PORTAL_DISCOUNT_LAST_DAY_PCT : PORTAL_DISCOUNT_PCT;
