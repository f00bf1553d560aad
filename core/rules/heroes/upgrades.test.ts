import { describe, expect, it } from 'vitest';
import { CardState } from '../../model/index.ts';
import { HERO_CATALOG } from '../../content/index.ts';
import { forceUpgradeMinutes, forceUpgradePrice, startForceUpgrade } from './forces.ts';
import { MINUTE_MS } from './heroRules.ts';
import { finishUpgrades, hammerDto, speedUp, speedUpPrice } from './upgrades.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';

const T0 = 1_700_000_000_000;
const threeHeroes = () => testRoster([testHero(1, { rank: 3 }), testHero(2, { rank: 3 }), testHero(3, { rank: 3 })]);

describe('force upgrades at once', () => {
  it('run two at once and refuse a third with SLOTS_OCCUPIED ("all slots are occupied")', () => {
    let { roster, wallet } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    ({ roster, wallet } = startForceUpgrade(roster, wallet, 2, 'ward', T0, HERO_CATALOG));
    expect(hammerDto(roster)).toEqual({ current: 2, max: 2 });
    const before = { roster, wallet };
    expect(refusalOf(() => startForceUpgrade(before.roster, before.wallet, 3, 'ward', T0, HERO_CATALOG))).toBe('SLOTS_OCCUPIED');
  });

  it('run three with one magic hammer, and refuse a fourth', () => {
    let { roster, wallet } = { roster: { ...threeHeroes(), hammers: 1 }, wallet: richWallet() };
    for (const id of [1, 2, 3]) ({ roster, wallet } = startForceUpgrade(roster, wallet, id, 'ward', T0, HERO_CATALOG));
    expect(hammerDto(roster)).toEqual({ current: 3, max: 3 });
    expect(refusalOf(() => startForceUpgrade(roster, wallet, 1, 'fury', T0, HERO_CATALOG))).toBe('SLOTS_OCCUPIED');
  });

  it('free a slot when one finishes', () => {
    let { roster, wallet } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    ({ roster, wallet } = startForceUpgrade(roster, wallet, 2, 'ward', T0, HERO_CATALOG));
    roster = finishUpgrades(roster, T0 + forceUpgradeMinutes(1) * MINUTE_MS).roster;
    expect(startForceUpgrade(roster, wallet, 3, 'ward', T0, HERO_CATALOG).roster.upgrades).toHaveLength(1);
  });

  it('charge the price once, when the upgrade starts, and nothing on a refusal', () => {
    const { wallet } = startForceUpgrade(threeHeroes(), richWallet({ crystal: 100 }), 1, 'ward', T0, HERO_CATALOG);
    expect(wallet.crystal).toBe(100 - forceUpgradePrice(1).amount);
    expect(refusalOf(() => startForceUpgrade(threeHeroes(), richWallet({ crystal: 19 }), 1, 'ward', T0, HERO_CATALOG))).toBe('NOT_ENOUGH_RESOURCES');
  });
});

describe('finishUpgrades', () => {
  it('finish exactly at the clock value given, not a millisecond before', () => {
    const { roster } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    const end = T0 + 5 * MINUTE_MS;
    expect(roster.upgrades[0]?.finishesAtMs).toBe(end);
    const early = finishUpgrades(roster, end - 1);
    expect(early.finished).toEqual([]);
    expect(early.roster).toBe(roster);
    const done = finishUpgrades(roster, end);
    expect(done.finished).toHaveLength(1);
    expect(done.roster.upgrades).toEqual([]);
    expect(done.roster.heroes[0]?.forces.ward).toBe(1);
  });

  it('finish an upgrade stored before a restart at its time, however late the next read comes', () => {
    const { roster } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    const stored = JSON.parse(JSON.stringify(roster)) as typeof roster;
    expect(finishUpgrades(stored, T0 + 10 * 24 * 60 * MINUTE_MS).roster.heroes[0]?.forces.ward).toBe(1);
  });
});

describe('speed-ups', () => {
  it('cost one emerald per started 10 minutes left, and nothing once done', () => {
    const { roster } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    const upgrade = roster.upgrades[0]!;
    expect(speedUpPrice(upgrade, T0)).toBe(1);
    expect(speedUpPrice({ ...upgrade, finishesAtMs: T0 + 25 * MINUTE_MS }, T0)).toBe(3);
    expect(speedUpPrice({ ...upgrade, finishesAtMs: T0 + 20 * MINUTE_MS }, T0)).toBe(2);
    expect(speedUpPrice(upgrade, upgrade.finishesAtMs)).toBe(0);
  });

  it('charge exactly the price once and finish the upgrade; a second speed-up finds nothing', () => {
    const started = startForceUpgrade(threeHeroes(), richWallet({ mithril: 10 }), 2, 'ward', T0, HERO_CATALOG);
    const r = { ...started.roster, upgrades: started.roster.upgrades.map((u) => ({ ...u, finishesAtMs: T0 + 45 * MINUTE_MS })) };
    const id = r.upgrades[0]!.id;
    const sped = speedUp(r, started.wallet, id, T0, 80);
    expect(sped.paid).toBe(5);
    expect(sped.wallet.mithril).toBe(5);
    expect(sped.roster.heroes[1]?.forces.ward).toBe(1);
    expect(refusalOf(() => speedUp(sped.roster, sped.wallet, id, T0, 80))).toBe('NOT_FOUND');
  });

  it('refuse NOT_ENOUGH_GEMS and change nothing', () => {
    const { roster } = startForceUpgrade(threeHeroes(), richWallet(), 1, 'ward', T0, HERO_CATALOG);
    expect(refusalOf(() => speedUp(roster, richWallet({ mithril: 0 }), roster.upgrades[0]!.id, T0, 80))).toBe('NOT_ENOUGH_GEMS');
  });

  it('take 80% off with an active snake card, which it uses', () => {
    const started = startForceUpgrade(threeHeroes(), richWallet({ mithril: 10 }), 1, 'ward', T0, HERO_CATALOG);
    const r = {
      ...started.roster,
      upgrades: started.roster.upgrades.map((u) => ({ ...u, finishesAtMs: T0 + 100 * MINUTE_MS })),
      cards: [{ id: 50, card: { kind: 'snake' as const }, state: CardState.active, usesLeft: 1 }],
    };
    const sped = speedUp(r, started.wallet, r.upgrades[0]!.id, T0, 80);
    expect(sped.paid).toBe(2);
    expect(sped.roster.cards[0]?.state).toBe('used');
  });
});
