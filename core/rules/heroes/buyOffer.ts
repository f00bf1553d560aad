import { CardState, HeroRefusal } from '../../model/index.ts';
import type {
  HeroCatalog, HeroClass, HeroQuality, HeroRoster, HeroShop, OfferGoods, OwnedHero, ShopOffer, Wallet,
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

/** The roster holding what an offer gives, under id `id`; a consumable goes to the player's backpack instead. */
const receive = (roster: HeroRoster, goods: OfferGoods, id: number, catalog: HeroCatalog): HeroRoster => {
  switch (goods.kind) {
    case 'hero':
      return { ...roster, heroes: [...roster.heroes, newHero(catalog, goods.heroClass, goods.quality, id)] };
    case 'artifact':
      if (!catalog.artifacts[goods.defId]) {
        throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no artifact kind ${goods.defId}`, { defId: goods.defId });
      }
      return { ...roster, artifacts: [...roster.artifacts, { id, defId: goods.defId, level: 1, heroId: null, temporal: false }] };
    case 'card':
      return { ...roster, cards: [...roster.cards, { id, card: goods.card, state: CardState.available, usesLeft: 0 }] };
    case 'hammer':
      return { ...roster, hammers: roster.hammers + 1 };
    case 'consumable':
      return roster;
  }
};

/** Who is buying: the player's level opens shops, the stair opens offers. */
export interface Buyer {
  level: number;
  stair: number;
}

/**
 * Buys one offer. Refuses SHOP_LOCKED below the shop's level ("shop … open from a certain level", params level),
 * STAIR_TOO_LOW below the offer's stair, OFFERING_USED for a one-time offer bought before, then the price's
 * shortage; nothing changes on a refusal. `consumable` names a potion or scroll for the player's backpack.
 */
export const buyOffer = (
  roster: HeroRoster,
  wallet: Wallet,
  offer: ShopOffer,
  buyer: Buyer,
  shopLevels: Readonly<Record<HeroShop, number>>,
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet; consumable: string | null } => {
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
  const id = roster.nextId;
  const next = receive(
    { ...roster, nextId: id + 1, usedOffers: offer.once ? [...roster.usedOffers, offer.id] : roster.usedOffers },
    offer.goods,
    id,
    catalog,
  );
  const paid = pay(wallet, offer.price);
  return { roster: next, wallet: paid, consumable: offer.goods.kind === 'consumable' ? offer.goods.defId : null };
};
