import { CardState, HeroRefusal } from '../../model/index.ts';
import type {
  BoosterKind, Currency, HeroCatalog, HeroClass, HeroQuality, HeroRoster, HeroShop, OfferItem, OwnedHero, Price,
  Resources, ShopOffer, Wallet,
} from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { pay } from './wallet.ts';

/**
 * A new hero of a class and quality: level 1, its fixed rank or rank 1, in reserve. Refuses FORBIDDEN for a quality
 * the class lacks.
 */
export const newHero = (catalog: HeroCatalog, heroClass: HeroClass, quality: HeroQuality, id: number): OwnedHero => {
  const cls = catalog.classes[heroClass];
  if (!cls.qualities.includes(quality)) {
    throw new HeroRuleError(HeroRefusal.FORBIDDEN, `no ${quality} ${heroClass}`, { heroClass, quality });
  }
  return {
    id,
    heroClass,
    quality,
    imageId: cls.imageId,
    level: 1,
    experience: 0,
    rank: cls.fixedRank ?? 1,
    squadSlot: null,
    forces: {},
    forged: { attack: 0, defence: 0, health: 0 },
    temporal: false,
  };
};

/** What a buy delivers outside the roster and the wallet, for the caller to store (backpack, boosters, passes). */
export interface Delivered {
  /** Potions and scrolls (HERO_CONSUMABLES ids) for the player's backpack. */
  consumables: string[];
  /** Boosters the player now holds. */
  boosters: BoosterKind[];
  portalPasses: number;
  /** A monastery blessing: heal the squad and activate this booster now. */
  blessing: BoosterKind | null;
}

interface Receiving {
  roster: HeroRoster;
  wallet: Wallet;
  delivered: Delivered;
}

/** Adds resources to a wallet (the market's exchange, a pack's resources). */
const credit = (wallet: Wallet, gives: Resources): Wallet => {
  const next = { ...wallet };
  for (const [currency, amount] of Object.entries(gives) as [Currency, number][]) next[currency] += amount;
  return next;
};

/** `at` after receiving one item; roster things take the next id. */
const receiveItem = (at: Receiving, item: OfferItem, catalog: HeroCatalog): Receiving => {
  const { roster, delivered } = at;
  const id = roster.nextId;
  const numbered = { ...roster, nextId: id + 1 };
  switch (item.kind) {
    case 'hero':
      return { ...at, roster: { ...numbered, heroes: [...roster.heroes, newHero(catalog, item.heroClass, item.quality, id)] } };
    case 'artifact':
      if (!catalog.artifacts[item.defId]) {
        throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no artifact kind ${item.defId}`, { defId: item.defId });
      }
      return {
        ...at,
        roster: { ...numbered, artifacts: [...roster.artifacts, { id, defId: item.defId, level: 1, heroId: null, temporal: false }] },
      };
    case 'card':
      return { ...at, roster: { ...numbered, cards: [...roster.cards, { id, card: item.card, state: CardState.available, usesLeft: 0 }] } };
    case 'hammer':
      return { ...at, roster: { ...roster, hammers: roster.hammers + 1 } };
    case 'consumable':
      return { ...at, delivered: { ...delivered, consumables: [...delivered.consumables, item.defId] } };
    case 'resources':
      return { ...at, wallet: credit(at.wallet, item.gives) };
    case 'booster':
      return { ...at, delivered: { ...delivered, boosters: [...delivered.boosters, item.booster] } };
    case 'portalPass':
      return { ...at, delivered: { ...delivered, portalPasses: delivered.portalPasses + item.count } };
    case 'blessing':
      return { ...at, delivered: { ...delivered, blessing: item.booster } };
  }
};

/** Who is buying: the player's level opens shops, the stair opens offers. */
export interface Buyer {
  level: number;
  stair: number;
}

/** When a buy happens: the Moscow day (a daily offering's period) and the running sale's discount on this offer. */
export interface BuyTerms {
  day: number;
  discountPct: number;
}

/** The price of an offer with `discountPct` off, rounded up so a discount never makes a priced offer free. */
export const priceWithDiscount = (price: Price, discountPct: number): Price =>
  discountPct <= 0 ? price : { ...price, amount: Math.max(discountPct >= 100 ? 0 : 1, Math.ceil((price.amount * (100 - discountPct)) / 100)) };

/** The `usedOffers` entry a daily offering leaves: its id and the Moscow day. */
const dailyKey = (offerId: string, day: number): string => `${offerId}@${day}`;

/**
 * Buys one offer. Refuses SHOP_LOCKED below the shop's level ("shop … open from a certain level", params level),
 * STAIR_TOO_LOW below the offer's stair, OFFERING_USED for a one-time offer bought before or a daily offering
 * made this Moscow day, then the price's shortage (with a running sale's discount taken off); nothing changes on a
 * refusal. What does not live in the roster or the wallet comes back in `delivered`.
 */
export const buyOffer = (
  roster: HeroRoster,
  wallet: Wallet,
  offer: ShopOffer,
  buyer: Buyer,
  shopLevels: Readonly<Record<HeroShop, number>>,
  catalog: HeroCatalog,
  terms: BuyTerms = { day: 0, discountPct: 0 },
): { roster: HeroRoster; wallet: Wallet; delivered: Delivered } => {
  const level = shopLevels[offer.shop];
  if (buyer.level < level) {
    throw new HeroRuleError(HeroRefusal.SHOP_LOCKED, `the ${offer.shop} shop opens at level ${level}`, { level });
  }
  if (buyer.stair < offer.fromStair) {
    throw new HeroRuleError(HeroRefusal.STAIR_TOO_LOW, `${offer.id} is offered from stair ${offer.fromStair}`, {
      stair: offer.fromStair,
    });
  }
  if (offer.once && roster.usedOffers.includes(offer.id)) {
    throw new HeroRuleError(HeroRefusal.OFFERING_USED, `${offer.id} sells once`, { offer: offer.id });
  }
  const today = dailyKey(offer.id, terms.day);
  if (offer.daily && roster.usedOffers.includes(today)) {
    throw new HeroRuleError(HeroRefusal.OFFERING_USED, `${offer.id} sells once a day`, { offer: offer.id });
  }
  const paid = pay(wallet, priceWithDiscount(offer.price, terms.discountPct));
  // A daily offering keeps only today's mark: yesterday's is no longer needed to refuse anything.
  const used = offer.daily
    ? [...roster.usedOffers.filter((u) => !u.startsWith(`${offer.id}@`)), today]
    : offer.once ? [...roster.usedOffers, offer.id] : roster.usedOffers;
  const items = offer.goods.kind === 'pack' ? offer.goods.items : [offer.goods];
  const start: Receiving = {
    roster: { ...roster, usedOffers: used },
    wallet: paid,
    delivered: { consumables: [], boosters: [], portalPasses: 0, blessing: null },
  };
  return items.reduce((at, item) => receiveItem(at, item, catalog), start);
};
