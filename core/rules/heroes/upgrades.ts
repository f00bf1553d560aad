import { CardKind, CardState, Currency, HeroRefusal, UpgradeKind } from '../../model/index.ts';
import type { HammerDto, HeroRoster, OwnedArtifact, Upgrade, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES, MINUTE_MS } from './heroRules.ts';
import { pay } from './wallet.ts';

/** Force upgrades that may run at once: 2, one more per magic hammer (product §4, §9). */
export const forceUpgradeLimit = (roster: HeroRoster): number =>
  HERO_RULES.forceUpgradesAtOnce + Math.max(0, roster.hammers);

/** The player info's `hammerDto` (technical §3): force upgrades running, and how many may run. */
export const hammerDto = (roster: HeroRoster): HammerDto => ({
  current: roster.upgrades.filter((u) => u.kind === UpgradeKind.force).length,
  max: forceUpgradeLimit(roster),
});

/** Whether an upgrade is done at the server clock value `nowMs`: exactly at `finishesAtMs`, not a millisecond before. */
export const isUpgradeDone = (upgrade: Upgrade, nowMs: number): boolean => nowMs >= upgrade.finishesAtMs;

const apply = (roster: HeroRoster, u: Upgrade): HeroRoster => {
  if (u.kind === UpgradeKind.artifact) {
    const raise = (a: OwnedArtifact): OwnedArtifact =>
      a.id === u.artifactId ? { ...a, level: Math.max(a.level, u.toLevel) } : a;
    return { ...roster, artifacts: roster.artifacts.map(raise) };
  }
  return {
    ...roster,
    heroes: roster.heroes.map((h) => {
      if (h.id !== u.heroId) return h;
      if (u.kind === UpgradeKind.rank) return { ...h, rank: Math.max(h.rank, u.toRank) };
      return { ...h, forces: { ...h.forces, [u.force]: Math.max(h.forces[u.force] ?? 0, u.toRank) } };
    }),
  };
};

/**
 * Applies every upgrade done at `nowMs` (the server's clock; call it on every read, so an upgrade stored before a
 * restart finishes on time after it) and drops it from the list. `finished` lists what it applied.
 */
export const finishUpgrades = (roster: HeroRoster, nowMs: number): { roster: HeroRoster; finished: Upgrade[] } => {
  const finished = roster.upgrades.filter((u) => isUpgradeDone(u, nowMs));
  if (finished.length === 0) return { roster, finished };
  const rest = roster.upgrades.filter((u) => !isUpgradeDone(u, nowMs));
  return { roster: finished.reduce(apply, { ...roster, upgrades: rest }), finished };
};

/** Emeralds to finish now: one per started 10 minutes left, 0 when done; an active snake card takes 80% off. */
export const speedUpPrice = (upgrade: Upgrade, nowMs: number, snakeDiscountPct = 0): number => {
  const left = upgrade.finishesAtMs - nowMs;
  if (left <= 0) return 0;
  const full = Math.ceil(left / (HERO_RULES.speedUpMinutesPerGem * MINUTE_MS));
  return Math.ceil((full * (100 - snakeDiscountPct)) / 100);
};

/**
 * Finishes an upgrade now for its speed-up price in emeralds (refuses NOT_ENOUGH_GEMS). An active snake card
 * lowers the price by `snakeDiscountPct` and is used by it. A second call finds nothing: NOT_FOUND, never a second charge.
 */
export const speedUp = (
  roster: HeroRoster,
  wallet: Wallet,
  upgradeId: number,
  nowMs: number,
  snakeDiscountPct: number,
): { roster: HeroRoster; wallet: Wallet; paid: number } => {
  const upgrade = roster.upgrades.find((u) => u.id === upgradeId);
  if (!upgrade) throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no upgrade ${upgradeId}`, { upgradeId });
  const snake = roster.cards.find((c) => c.state === CardState.active && c.card.kind === CardKind.snake);
  const paid = speedUpPrice(upgrade, nowMs, snake ? snakeDiscountPct : 0);
  const after = pay(wallet, { currency: Currency.mithril, amount: paid });
  const cards = snake && paid > 0
    ? roster.cards.map((c) => (c.id === snake.id ? { ...c, state: CardState.used, usesLeft: 0 } : c))
    : roster.cards;
  const done = { ...upgrade, finishesAtMs: Math.min(upgrade.finishesAtMs, nowMs) };
  const next = { ...roster, cards, upgrades: roster.upgrades.map((u) => (u.id === upgradeId ? done : u)) };
  return { roster: finishUpgrades(next, nowMs).roster, wallet: after, paid };
};

/** An upgrade before it has an id and times (distributes over the kinds). */
export type UpgradeOrder = Upgrade extends infer U
  ? U extends Upgrade
    ? Omit<U, 'id' | 'startedAtMs' | 'finishesAtMs'>
    : never
  : never;

/** Adds an upgrade that starts at `nowMs` and lasts `minutes`, with the roster's next id. */
export const addUpgrade = (roster: HeroRoster, order: UpgradeOrder, nowMs: number, minutes: number): HeroRoster => {
  const full: Upgrade = { ...order, id: roster.nextId, startedAtMs: nowMs, finishesAtMs: nowMs + minutes * MINUTE_MS };
  return { ...roster, upgrades: [...roster.upgrades, full], nextId: roster.nextId + 1 };
};
