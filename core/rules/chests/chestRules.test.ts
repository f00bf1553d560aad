import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../model/index.ts';
import { CHEST_PRIZES, CHEST_THRESHOLDS, DELAYED_CHEST, HERO_CATALOG } from '../../content/index.ts';
import { emptyWallet } from '../heroes/wallet.ts';
import { chestsView, dayEndsAtMs, dayNumber, delayedChestView, grantPrizes, requireChestToOpen } from './chestRules.ts';

const roster = { heroes: [], artifacts: [], upgrades: [], cards: [], hammers: 0, groupLeveling: 'combat' as const, usedOffers: [], nextId: 7 };

describe('chest rules', () => {
  it('earns a chest at exactly its threshold and refuses one below it with the threshold', () => {
    const view = chestsView(2999, {}, CHEST_THRESHOLDS, CHEST_PRIZES);
    expect(() => requireChestToOpen(view, 'azure')).toThrow(expect.objectContaining({ code: ErrorCode.CHEST_LOCKED, context: { emeralds: 3000 } }));
    expect(() => requireChestToOpen(chestsView(3000, {}, CHEST_THRESHOLDS, CHEST_PRIZES), 'azure')).not.toThrow();
    expect(() => requireChestToOpen(chestsView(3000, { azure: 1 }, CHEST_THRESHOLDS, CHEST_PRIZES), 'azure')).toThrow(
      expect.objectContaining({ code: ErrorCode.OFFERING_USED }),
    );
  });

  it('gives every chest table to a roster: each thing numbered from nextId, currencies added', () => {
    const all = Object.values(CHEST_PRIZES).flat();
    const { roster: r, wallet } = grantPrizes(roster, emptyWallet(), all, HERO_CATALOG);
    expect([r.artifacts.length, r.cards.length, r.heroes.length]).toEqual([3, 2, 2]);
    expect([...r.artifacts, ...r.cards, ...r.heroes].map((x) => x.id).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(wallet.gold).toBe(19_000);
  });

  it('prices a speed-up per started ten minutes left and ripens at four hours', () => {
    expect(delayedChestView(0, 0, 1, DELAYED_CHEST).speedUpPrice).toBe(24);
    expect(delayedChestView(0, 0, DELAYED_CHEST.ripenMs - 1, DELAYED_CHEST)).toMatchObject({ ripe: false, speedUpPrice: 1 });
    expect(delayedChestView(0, 0, DELAYED_CHEST.ripenMs, DELAYED_CHEST)).toMatchObject({ ripe: true, speedUpPrice: 0 });
  });

  it("counts days in the zone's own midnight", () => {
    const moscowMidnight = Date.UTC(2026, 0, 1, 21);
    expect(dayNumber(moscowMidnight - 1, 180) + 1).toBe(dayNumber(moscowMidnight, 180));
    expect(dayEndsAtMs(dayNumber(moscowMidnight - 1, 180), 180)).toBe(moscowMidnight);
  });
});
