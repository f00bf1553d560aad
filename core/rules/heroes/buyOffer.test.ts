import { describe, expect, it } from 'vitest';
import type { ShopOffer } from '../../model/index.ts';
import { HERO_CATALOG, SHOP_LEVEL, SHOP_OFFERS } from '../../content/index.ts';
import { buyOffer, newHero } from './buyOffer.ts';
import { forceUpgradeLimit } from './upgrades.ts';
import { refusalOf, richWallet, testRoster } from '../../../test/support/testRoster.ts';

const offer = (id: string): ShopOffer => {
  const found = SHOP_OFFERS.find((o) => o.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};
const high = { level: 50, stair: 1000 };

describe('buying in the shops', () => {
  it('adds a bought hero at level 1 in reserve, charging its price', () => {
    const { roster, wallet } = buyOffer(testRoster([]), richWallet({ gold: 2000 }), offer('hero:elf:usual'), high, SHOP_LEVEL, HERO_CATALOG);
    expect(roster.heroes).toEqual([newHero(HERO_CATALOG, 'elf', 'usual', 100)]);
    expect(roster.heroes[0]).toMatchObject({ level: 1, rank: 1, squadSlot: null });
    expect(wallet.gold).toBe(0);
    expect(roster.nextId).toBe(101);
  });

  it('refuses below the shop level with SHOP_LOCKED, naming the level', () => {
    expect(SHOP_LEVEL.heroes).toBe(2);
    expect(refusalOf(() => buyOffer(testRoster([]), richWallet(), offer('hero:elf:usual'), { level: 1, stair: 1 }, SHOP_LEVEL, HERO_CATALOG))).toBe('SHOP_LOCKED');
  });

  it('opens legend heroes at stair 30, myth at 100, top at 500 and the nun at 3 (product §9)', () => {
    const cases: [string, number][] = [['hero:phoenix:legend', 30], ['hero:koschey:myth', 100], ['hero:titan:top', 500], ['hero:nun:usual', 3]];
    for (const [id, stair] of cases) {
      expect(refusalOf(() => buyOffer(testRoster([]), richWallet(), offer(id), { level: 50, stair: stair - 1 }, SHOP_LEVEL, HERO_CATALOG)), id).toBe('STAIR_TOO_LOW');
      expect(buyOffer(testRoster([]), richWallet(), offer(id), { level: 50, stair }, SHOP_LEVEL, HERO_CATALOG).roster.heroes, id).toHaveLength(1);
    }
  });

  it('sells the nun once: a second purchase is OFFERING_USED ("you have already used the offering")', () => {
    const once = buyOffer(testRoster([]), richWallet(), offer('hero:nun:usual'), high, SHOP_LEVEL, HERO_CATALOG);
    expect(refusalOf(() => buyOffer(once.roster, once.wallet, offer('hero:nun:usual'), high, SHOP_LEVEL, HERO_CATALOG))).toBe('OFFERING_USED');
  });

  it('refuses each currency short with its own code', () => {
    const cases: [string, string][] = [
      ['hero:elf:usual', 'NOT_ENOUGH_RESOURCES'],
      ['hero:phoenix:legend', 'NOT_ENOUGH_GEMS'],
      ['hero:archangel:ark', 'NOT_ENOUGH_TOKENS'],
      ['card:snake', 'NOT_ENOUGH_AMETHYSTS'],
    ];
    const poor = { gold: 0, crystal: 0, elixir: 0, mithril: 0, sulfur: 0, caviar: 0, tickets: 0, amethyst: 0, token: 0 };
    for (const [id, code] of cases) expect(refusalOf(() => buyOffer(testRoster([]), poor, offer(id), high, SHOP_LEVEL, HERO_CATALOG)), id).toBe(code);
  });

  it('puts artifacts in the backpack, cards as available, consumables in the answer, and a hammer in the count', () => {
    const w = richWallet();
    expect(buyOffer(testRoster([]), w, offer('artifact:crown'), high, SHOP_LEVEL, HERO_CATALOG).roster.artifacts).toEqual([
      { id: 100, defId: 'crown', level: 1, heroId: null, temporal: false },
    ]);
    expect(buyOffer(testRoster([]), w, offer('card:evolution:fire'), high, SHOP_LEVEL, HERO_CATALOG).roster.cards).toEqual([
      { id: 100, card: { kind: 'evolution', force: 'fire' }, state: 'available', usesLeft: 0 },
    ]);
    expect(buyOffer(testRoster([]), w, offer('consumable:potion'), high, SHOP_LEVEL, HERO_CATALOG).delivered.consumables).toEqual(['potion']);
    expect(forceUpgradeLimit(buyOffer(testRoster([]), w, offer('hammer'), high, SHOP_LEVEL, HERO_CATALOG).roster)).toBe(3);
  });

  it('refuses a quality a class lacks when making a hero', () => {
    expect(refusalOf(() => newHero(HERO_CATALOG, 'titan', 'usual', 1))).toBe('FORBIDDEN');
  });
});

describe('buying in the shops of issue 12', () => {
  const mid = { level: 50, stair: 1000 };

  it('credits a pack: resources into the wallet, items onto the roster, boosters and consumables delivered', () => {
    const bought = buyOffer(testRoster([]), richWallet({ mithril: 99, gold: 0 }), offer('packs:starter'), mid, SHOP_LEVEL, HERO_CATALOG);
    expect([bought.wallet.mithril, bought.wallet.gold]).toEqual([0, 5000]);
    expect(bought.delivered).toEqual({ consumables: ['smallPotion', 'smallPotion', 'smallPotion'], boosters: ['silver'], portalPasses: 0, blessing: null });
  });

  it('takes a discount off the price, rounding up', () => {
    const bought = buyOffer(testRoster([]), richWallet({ mithril: 125 }), offer('packs:warrior'), mid, SHOP_LEVEL, HERO_CATALOG, { day: 0, discountPct: 50 });
    expect(bought.wallet.mithril).toBe(0);
  });

  it('takes a daily offering once per day and again the next day', () => {
    const first = buyOffer(testRoster([]), richWallet(), offer('monastery:offering'), mid, SHOP_LEVEL, HERO_CATALOG, { day: 7, discountPct: 0 });
    expect(first.delivered.blessing).toBe('silver');
    expect(refusalOf(() => buyOffer(first.roster, first.wallet, offer('monastery:offering'), mid, SHOP_LEVEL, HERO_CATALOG, { day: 7, discountPct: 0 }))).toBe('OFFERING_USED');
    const next = buyOffer(first.roster, first.wallet, offer('monastery:offering'), mid, SHOP_LEVEL, HERO_CATALOG, { day: 8, discountPct: 0 });
    expect(next.roster.usedOffers).toEqual(['monastery:offering@8']);
  });
});
