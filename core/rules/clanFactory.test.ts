import { describe, expect, it } from 'vitest';
import { ErrorCode, FactoryGiftKind } from '../model/index.ts';
import { CLAN_FACTORY, factoryGiftDay, nextFactoryGiftAt, requireFactory, rollFactoryGift } from './clanFactory.ts';
import { createRng } from './rng.ts';

describe('factory gift', () => {
  it('gives gears about 30% of the time and each resource about its weight of the rest, over 20000 seeded rolls', () => {
    const rng = createRng(20261125);
    const rolls = 20_000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < rolls; i += 1) {
      const { kind } = rollFactoryGift(rng, 1);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    expect((counts.GEARS ?? 0) / rolls).toBeGreaterThan(0.29);
    expect((counts.GEARS ?? 0) / rolls).toBeLessThan(0.31);
    const total = CLAN_FACTORY.resourceWeights.reduce((sum, r) => sum + r.weight, 0);
    for (const { kind, weight } of CLAN_FACTORY.resourceWeights) {
      const expected = 0.7 * (weight / total);
      expect(Math.abs((counts[kind] ?? 0) / rolls - expected), kind).toBeLessThan(0.01);
    }
  });

  it('scales every amount with the factory level', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const one = rollFactoryGift(createRng(seed), 1);
      const three = rollFactoryGift(createRng(seed), 3);
      expect(three).toEqual({ kind: one.kind, amount: one.amount * 3 });
      expect(one.amount).toBe(CLAN_FACTORY.perLevel[one.kind]);
    }
    expect(Object.keys(CLAN_FACTORY.perLevel).sort()).toEqual(Object.values(FactoryGiftKind).sort());
  });

  it('turns the gift day at midnight Moscow time', () => {
    const beforeMidnight = Date.UTC(2026, 10, 1, 20, 59);
    const afterMidnight = Date.UTC(2026, 10, 1, 21, 0);
    expect(factoryGiftDay(afterMidnight)).toBe(factoryGiftDay(beforeMidnight) + 1);
    expect(nextFactoryGiftAt(beforeMidnight)).toBe(afterMidnight);
  });

  it('refuses while the factory is not built', () => {
    expect(() => requireFactory(0)).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_BUILDING_REQUIRED }));
    expect(() => requireFactory(1)).not.toThrow();
  });
});
