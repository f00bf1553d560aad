import { CardKind, Currency, forceIds, HeroClass, heroClasses, HeroQuality, HeroShop } from '../../model/index.ts';
import type { HeroQuality as Quality, Price, ShopOffer } from '../../model/index.ts';
import { HERO_ARTIFACTS } from './artifacts.ts';
import { HERO_CLASSES } from './heroClasses.ts';
import { ECONOMY_OFFERS, ECONOMY_SHOP_LEVEL } from './economyShops.ts';
import { HERO_CONSUMABLES } from './heroConsumables.ts';

/**
 * Player level from which each shop opens (issue 11 asks us to pick it; HEROES.md "Shops"): the heroes shop once the
 * first lairs are won (level 2), the other shops a level later, the Ark once tokens can exist (exchange needs heroes).
 */
export const SHOP_LEVEL: Readonly<Record<HeroShop, number>> = {
  heroes: 2,
  ark: 3,
  artifacts: 3,
  amulets: 3,
  cards: 3,
  backpack: 1,
  ...ECONOMY_SHOP_LEVEL,
};

/** The stair from which the heroes shop offers each quality (product §9: legend 30, myth 100, top 500). */
export const QUALITY_STAIR: Readonly<Record<Quality, number>> = {
  usual: 1,
  legend: 30,
  myth: 100,
  top: 500,
  elite: 1,
  ark: 30,
};

/** The nun is offered from stair 3 (product §9). */
export const NUN_STAIR = 3;

/** Hero prices per quality; elite heroes come from the clan hall (product §3 Clan), never from a shop. */
export const HERO_PRICE: Readonly<Record<Quality, Price | null>> = {
  usual: { currency: Currency.gold, amount: 2000 },
  legend: { currency: Currency.mithril, amount: 150 },
  myth: { currency: Currency.mithril, amount: 500 },
  top: { currency: Currency.mithril, amount: 1500 },
  elite: null,
  ark: { currency: Currency.token, amount: 200 },
};

const heroOffers = (): ShopOffer[] =>
  heroClasses.flatMap((heroClass) =>
    HERO_CLASSES[heroClass].qualities.flatMap((quality): ShopOffer[] => {
      const price = HERO_PRICE[quality];
      if (!price) return [];
      const nun = heroClass === HeroClass.nun && quality === HeroQuality.usual;
      return [
        {
          id: `hero:${heroClass}:${quality}`,
          shop: quality === HeroQuality.ark ? HeroShop.ark : HeroShop.heroes,
          goods: { kind: 'hero', heroClass, quality },
          // The nun, a healer early on, is a one-time offer at a friendly price.
          price: nun ? { currency: Currency.gold, amount: 800 } : price,
          fromStair: nun ? NUN_STAIR : QUALITY_STAIR[quality],
          once: nun,
        },
      ];
    }),
  );

const amethysts = (amount: number): Price => ({ currency: Currency.amethyst, amount });

/** Everything the shops of issue 11 sell. */
export const SHOP_OFFERS: readonly ShopOffer[] = [
  ...heroOffers(),
  ...Object.values(HERO_ARTIFACTS).map((a): ShopOffer => ({
    id: `artifact:${a.id}`,
    shop: a.kind === 'amulet' ? HeroShop.amulets : HeroShop.artifacts,
    goods: { kind: 'artifact', defId: a.id },
    price: a.price,
    fromStair: a.fromStair,
    once: false,
  })),
  ...Object.values(HERO_CONSUMABLES).map((c): ShopOffer => ({
    id: `consumable:${c.id}`,
    shop: HeroShop.backpack,
    goods: { kind: 'consumable', defId: c.id },
    price: c.price,
    fromStair: c.fromStair,
    once: false,
  })),
  { id: 'card:elephant', shop: HeroShop.cards, goods: { kind: 'card', card: { kind: CardKind.elephant } }, price: amethysts(20), fromStair: 1, once: false },
  { id: 'card:snake', shop: HeroShop.cards, goods: { kind: 'card', card: { kind: CardKind.snake } }, price: amethysts(30), fromStair: 1, once: false },
  { id: 'card:eagle', shop: HeroShop.cards, goods: { kind: 'card', card: { kind: CardKind.eagle } }, price: amethysts(25), fromStair: 1, once: false },
  ...forceIds.map((force): ShopOffer => ({
    id: `card:evolution:${force}`,
    shop: HeroShop.cards,
    goods: { kind: 'card', card: { kind: CardKind.evolution, force } },
    price: amethysts(60),
    fromStair: 10,
    once: false,
  })),
  { id: 'hammer', shop: HeroShop.artifacts, goods: { kind: 'hammer' }, price: { currency: Currency.mithril, amount: 400 }, fromStair: 1, once: false },
  ...ECONOMY_OFFERS,
];
