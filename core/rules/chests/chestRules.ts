import { CardState, chestTypes, ErrorCode, HeroRefusal } from '../../model/index.ts';
import type {
  ChestPrize, ChestsView, ChestType, DelayedChestView, HeroCatalog, HeroRoster, Wallet,
} from '../../model/index.ts';
import { HeroRuleError } from '../heroes/HeroRuleError.ts';
import { newHero } from '../heroes/buyOffer.ts';
import { RuleError } from '../RuleError.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The chests page: each chest earned once the emeralds bought reach its threshold (product §9). */
export const chestsView = (
  boughtEmeralds: number,
  openedAt: Partial<Record<ChestType, number>>,
  thresholds: Readonly<Record<ChestType, number>>,
  prizes: Readonly<Record<ChestType, readonly ChestPrize[]>>,
): ChestsView => ({
  boughtEmeralds,
  chests: chestTypes.map((type) => ({
    type,
    threshold: thresholds[type],
    earned: boughtEmeralds >= thresholds[type],
    openedAtMs: openedAt[type] ?? null,
    prizes: [...prizes[type]],
  })),
});

/** Refuses a chest not earned yet (CHEST_LOCKED, params emeralds) or opened before (OFFERING_USED: each threshold once). */
export const requireChestToOpen = (view: ChestsView, type: ChestType): void => {
  const chest = view.chests.find((c) => c.type === type);
  if (!chest) throw new RuleError(ErrorCode.NOT_FOUND, `no ${type} chest`);
  if (!chest.earned) {
    throw new RuleError(ErrorCode.CHEST_LOCKED, `${chest.threshold} emeralds bought earn the ${type} chest, ${view.boughtEmeralds} bought`, {
      emeralds: chest.threshold,
    });
  }
  if (chest.openedAtMs !== null) throw new HeroRuleError(HeroRefusal.OFFERING_USED, `the ${type} chest was opened`, { chest: type });
};

/**
 * The roster and wallet holding `prizes`: currencies added, artifacts to the backpack, cards available, heroes in
 * reserve, each numbered from the roster's `nextId` as the shops do. Refuses FORBIDDEN for a hero the class lacks.
 */
export const grantPrizes = (
  roster: HeroRoster,
  wallet: Wallet,
  prizes: readonly ChestPrize[],
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet } => {
  let r = roster;
  let w = wallet;
  for (const prize of prizes) {
    const id = r.nextId;
    switch (prize.kind) {
      case 'currency':
        w = { ...w, [prize.currency]: w[prize.currency] + prize.amount };
        break;
      case 'artifact':
        if (!catalog.artifacts[prize.defId]) throw new RuleError(ErrorCode.NOT_FOUND, `no artifact kind ${prize.defId}`);
        r = { ...r, nextId: id + 1, artifacts: [...r.artifacts, { id, defId: prize.defId, level: 1, heroId: null, temporal: false }] };
        break;
      case 'card':
        r = { ...r, nextId: id + 1, cards: [...r.cards, { id, card: prize.card, state: CardState.available, usesLeft: 0 }] };
        break;
      case 'hero':
        r = { ...r, nextId: id + 1, heroes: [...r.heroes, newHero(catalog, prize.heroClass, prize.quality, id)] };
        break;
    }
  }
  return { roster: r, wallet: w };
};

/** What the delayed chest's rules read of it. */
export interface DelayedChestRules {
  ripenMs: number;
  speedUpStepMs: number;
  prizes: readonly ChestPrize[];
}

/** The delayed chest at `now`; `startedAtMs` null when none runs. */
export const delayedChestView = (
  startedAtMs: number | null,
  taken: number,
  now: number,
  rules: DelayedChestRules,
): DelayedChestView => {
  const ripensAtMs = startedAtMs === null ? null : startedAtMs + rules.ripenMs;
  const left = ripensAtMs === null ? 0 : Math.max(0, ripensAtMs - now);
  return {
    startedAtMs,
    ripensAtMs,
    ripe: ripensAtMs !== null && left === 0,
    speedUpPrice: Math.ceil(left / rules.speedUpStepMs),
    taken,
    prizes: [...rules.prizes],
    serverTimeMs: now,
  };
};

/** Refuses a take or speed-up of a chest that is not running (CHEST_NOT_READY), and a take before it ripens. */
export const requireDelayedChest = (view: DelayedChestView, ripe: boolean): void => {
  if (view.startedAtMs === null) throw new RuleError(ErrorCode.CHEST_NOT_READY, 'no delayed chest is running');
  if (ripe && !view.ripe) throw new RuleError(ErrorCode.CHEST_NOT_READY, `the delayed chest ripens at ${view.ripensAtMs}`);
};

/** The day number of `now` in a time zone `utcOffsetMinutes` ahead of UTC: the days a daily reward is counted in. */
export const dayNumber = (now: number, utcOffsetMinutes: number): number =>
  Math.floor((now + utcOffsetMinutes * MINUTE_MS) / DAY_MS);

/** When day `day` of that time zone ends (server clock ms): the next daily reward. */
export const dayEndsAtMs = (day: number, utcOffsetMinutes: number): number => (day + 1) * DAY_MS - utcOffsetMinutes * MINUTE_MS;
