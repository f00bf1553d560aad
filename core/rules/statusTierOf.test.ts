import { describe, expect, it } from 'vitest';
import { STATUS_TIERS } from '../content/gifts.ts';
import { StatusTier } from '../model/gifts.ts';
import { statusTierOf } from './statusTierOf.ts';

describe('statusTierOf', () => {
  it('holds no tier below silver and each tier from its threshold on', () => {
    expect(statusTierOf(0, STATUS_TIERS)).toBe(StatusTier.NONE);
    expect(statusTierOf(STATUS_TIERS.SILVER.from - 1, STATUS_TIERS)).toBe(StatusTier.NONE);
    expect(statusTierOf(STATUS_TIERS.SILVER.from, STATUS_TIERS)).toBe(StatusTier.SILVER);
    expect(statusTierOf(STATUS_TIERS.GOLD.from - 1, STATUS_TIERS)).toBe(StatusTier.SILVER);
    expect(statusTierOf(STATUS_TIERS.GOLD.from, STATUS_TIERS)).toBe(StatusTier.GOLD);
    expect(statusTierOf(STATUS_TIERS.BRILLIANT.from, STATUS_TIERS)).toBe(StatusTier.BRILLIANT);
    expect(statusTierOf(10 ** 9, STATUS_TIERS)).toBe(StatusTier.BRILLIANT);
  });
});
