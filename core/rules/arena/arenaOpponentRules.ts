/**
 * The opponent shown before an arena fight (core/content/ARENA.md "Opponent preview"): held for `holdMinutes`,
 * `freeRerolls` other opponents a UTC day for nothing, then `rerollGold` each (so looking for a weak prey costs).
 */
export const ARENA_OPPONENT = { holdMinutes: 5, freeRerolls: 3, rerollGold: 50 } as const;

const DAY_MS = 86_400_000;

/** The UTC day number of `now`: rerolls counted on one day are forgotten the next. */
export const rerollDay = (now: number): number => Math.floor(now / DAY_MS);

/** The gold the next reroll costs after `used` today. */
export const rerollPrice = (used: number): number => (used < ARENA_OPPONENT.freeRerolls ? 0 : ARENA_OPPONENT.rerollGold);

/** Free rerolls left after `used` today. */
export const freeRerollsLeft = (used: number): number => Math.max(0, ARENA_OPPONENT.freeRerolls - used);
