import { BoosterKind, Currency, HeroShop } from '../../model/index.ts';
import type { OfferItem, Price, SaleEvent, ShopOffer } from '../../model/index.ts';

/**
 * The remaining shops of issue 12 (product §2; ECONOMY.md "Shops"): portals, packs, the market of crystals, the
 * monastery and the shadow town. They are offers of the same kind as the shops of issue 11, bought through the same
 * call, so the rules of a buy (level, stair, once, price, one transaction) are written once.
 */

/** Player level from which each shop of issue 12 opens (product §8 "levels that open shops"). */
export const ECONOMY_SHOP_LEVEL = {
  portals: 3,
  packs: 1,
  market: 2,
  monastery: 3,
  shadow: 20,
} as const satisfies Partial<Record<HeroShop, number>>;

/** The stair the shadow town's goods are offered from: it lies past the first hundred stairs of the road. */
export const SHADOW_STAIR = 100;

const gems = (amount: number): Price => ({ currency: Currency.mithril, amount });
const gold = (amount: number): Price => ({ currency: Currency.gold, amount });
const price = (currency: Currency, amount: number): Price => ({ currency, amount });

const consumables = (defId: string, count: number): OfferItem[] => Array.from({ length: count }, () => ({ kind: 'consumable', defId }));

type Draft = Omit<ShopOffer, 'fromStair' | 'once'> & Partial<Pick<ShopOffer, 'fromStair' | 'once'>>;
const offer = (draft: Draft): ShopOffer => ({ fromStair: 1, once: false, ...draft });

/** Everything the shops of issue 12 sell. */
export const ECONOMY_OFFERS: readonly ShopOffer[] = [
  // Portals: a pass pays one road portal's whole price (the portal's gold grows with its stair), or a bundle of them.
  offer({ id: 'portals:pass', shop: HeroShop.portals, goods: { kind: 'portalPass', count: 1 }, price: gems(15) }),
  offer({ id: 'portals:passes5', shop: HeroShop.portals, goods: { kind: 'portalPass', count: 5 }, price: gems(60) }),
  offer({ id: 'portals:pilgrim', shop: HeroShop.portals, goods: { kind: 'portalPass', count: 1 }, price: gold(3000), fromStair: 20 }),

  // Packs: bundles for emeralds; the first two sell once per player.
  offer({
    id: 'packs:starter', shop: HeroShop.packs, once: true, price: gems(99),
    goods: { kind: 'pack', items: [{ kind: 'resources', gives: { gold: 5000, crystal: 50 } }, ...consumables('smallPotion', 3), { kind: 'booster', booster: BoosterKind.silver }] },
  }),
  offer({
    id: 'packs:legend', shop: HeroShop.packs, once: true, price: gems(499),
    goods: { kind: 'pack', items: [{ kind: 'hero', heroClass: 'elf', quality: 'legend' }, { kind: 'resources', gives: { crystal: 200 } }, { kind: 'booster', booster: BoosterKind.gold }] },
  }),
  offer({
    id: 'packs:warrior', shop: HeroShop.packs, price: gems(249),
    goods: { kind: 'pack', items: [{ kind: 'resources', gives: { gold: 10_000, crystal: 100 } }, { kind: 'artifact', defId: 'sword' }, { kind: 'booster', booster: BoosterKind.experience }] },
  }),
  offer({
    id: 'packs:treasury', shop: HeroShop.packs, price: gems(399),
    goods: { kind: 'pack', items: [{ kind: 'resources', gives: { gold: 20_000, crystal: 300, sulfur: 100, caviar: 20 } }] },
  }),

  // The market of crystals: posted rates, emeralds into resources and crystals into gold.
  offer({ id: 'market:crystals', shop: HeroShop.market, goods: { kind: 'resources', gives: { crystal: 100 } }, price: gems(10) }),
  offer({ id: 'market:gold', shop: HeroShop.market, goods: { kind: 'resources', gives: { gold: 5000 } }, price: gems(10) }),
  offer({ id: 'market:sulfur', shop: HeroShop.market, goods: { kind: 'resources', gives: { sulfur: 50 } }, price: gems(20) }),
  offer({ id: 'market:caviar', shop: HeroShop.market, goods: { kind: 'resources', gives: { caviar: 10 } }, price: gems(30) }),
  offer({ id: 'market:crystalGold', shop: HeroShop.market, goods: { kind: 'resources', gives: { gold: 400 } }, price: price(Currency.crystal, 10) }),

  // The monastery: one offering a Moscow day (the squad healed, a silver booster at once), and the monks' services.
  offer({ id: 'monastery:offering', shop: HeroShop.monastery, daily: true, goods: { kind: 'blessing', booster: BoosterKind.silver }, price: gold(500) }),
  offer({ id: 'monastery:potions', shop: HeroShop.monastery, goods: { kind: 'pack', items: consumables('potion', 3) }, price: gold(400), fromStair: 10 }),
  offer({ id: 'monastery:elixir', shop: HeroShop.monastery, goods: { kind: 'resources', gives: { elixir: 50 } }, price: price(Currency.crystal, 20) }),

  // The shadow town: late-game goods for caviar, sulphur and amethysts.
  offer({ id: 'shadow:duskEye', shop: HeroShop.shadow, goods: { kind: 'artifact', defId: 'duskEye' }, price: price(Currency.caviar, 40), fromStair: SHADOW_STAIR }),
  offer({ id: 'shadow:mirrorBlade', shop: HeroShop.shadow, goods: { kind: 'artifact', defId: 'mirrorBlade' }, price: price(Currency.sulfur, 400), fromStair: SHADOW_STAIR }),
  offer({ id: 'shadow:storm', shop: HeroShop.shadow, goods: { kind: 'pack', items: consumables('stormScroll', 3) }, price: price(Currency.sulfur, 60), fromStair: SHADOW_STAIR }),
  offer({ id: 'shadow:greatPotions', shop: HeroShop.shadow, goods: { kind: 'pack', items: consumables('greatPotion', 3) }, price: price(Currency.amethyst, 25), fromStair: SHADOW_STAIR }),
  offer({ id: 'shadow:platinum', shop: HeroShop.shadow, goods: { kind: 'booster', booster: BoosterKind.platinum }, price: price(Currency.caviar, 60), fromStair: SHADOW_STAIR }),
  offer({ id: 'shadow:hammer', shop: HeroShop.shadow, goods: { kind: 'hammer' }, price: price(Currency.caviar, 30), fromStair: SHADOW_STAIR }),
];

/** Yearly sale events, each opening at 12:00 Moscow time (product §9). */
export const SALE_EVENTS: readonly SaleEvent[] = [
  // Black Friday: the last Friday of November, four days, every pack at half price (product §2).
  { id: 'BLACK_FRIDAY', month: 10, weekday: 4, nth: -1, days: 4, discountPct: 50, shops: [HeroShop.packs] },
  // Cosmonautics week: from the second Monday of April, portal passes at half price (product §9 portal 50 %).
  { id: 'PORTAL_WEEK', month: 3, weekday: 0, nth: 2, days: 7, discountPct: 50, shops: [HeroShop.portals] },
];
