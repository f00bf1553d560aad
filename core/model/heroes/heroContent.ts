import type { BoosterKind } from '../boosters.ts';
import type { CardDef, ForceId, HeroClass, HeroQuality, HeroStatLine } from './hero.ts';

/** What one warrior class is: its stats, the qualities it comes in, its ranks and its circle of forces. */
export interface HeroClassDef {
  /** Level 1, rank 1, usual quality. */
  base: HeroStatLine;
  /** Added per level after the first. */
  growth: HeroStatLine;
  /** Poison moves of its blows and immortality charges before any force (BATTLE.md "Poison", "Immortality"). */
  poison: number;
  immortality: number;
  /** Every quality a hero of this class may have; the content holds data for each (issue 11 invariant). */
  qualities: readonly HeroQuality[];
  /** Highest rank (product §9: human 5, Asgardian phoenix 6, up to 10 for others). */
  rankCap: number;
  /** The rank of a class that cannot improve rank and studies forces at it (product §4); null for the others. */
  fixedRank: number | null;
  /** Its forces in study order; a hero of quality q may study the first `forceCount(q)` of them. */
  forces: readonly ForceId[];
  /** The sprite. */
  imageId: string;
}

/** What a quality changes for every class. */
export interface QualityRule {
  /** Multiplies the class stats. */
  statFactor: number;
  /** How many of the class's forces a hero of this quality may study. */
  forceCount: number;
  /** Highest rank of a force (product §9: 7; 15 for Ark heroes). */
  forceCap: number;
  /** Highest rank of the class's first force, its signature (product §9: 16 for Ark heroes). */
  signatureForceCap: number;
  /** Whether a force may rise only 2 ranks above the hero's rank; Ark heroes study to their caps at their fixed rank. */
  rankGatesForces: boolean;
  /** Artifact slots of a hero of this quality. */
  slots: number;
  /** Tokens one hero of this quality brings in a hero exchange, per rank. */
  exchangeTokens: number;
}

/** What one rank of a force gives, in percent of the hero's stats, and in poison moves or immortality charges. */
export interface ForceDef {
  attackPct: number;
  defencePct: number;
  healthPct: number;
  /** One poison move per this many ranks (0: none). */
  poisonEvery: number;
  /** One immortality charge per this many ranks (0: none). */
  immortalityEvery: number;
}

/** Game currencies a price may be in (product §3 Resources; `mithril` is emeralds). */
export const Currency = {
  gold: 'gold',
  crystal: 'crystal',
  elixir: 'elixir',
  mithril: 'mithril',
  sulfur: 'sulfur',
  caviar: 'caviar',
  tickets: 'tickets',
  amethyst: 'amethyst',
  token: 'token',
} as const;
export type Currency = (typeof Currency)[keyof typeof Currency];

export interface Price {
  currency: Currency;
  amount: number;
}

/** A player's purse for the hero rules: one amount per currency. */
export type Wallet = Record<Currency, number>;

/** Effects an amulet may carry (product §3 Artifact); values are ranks or points per level. */
export const AmuletEffect = {
  attack: 'attack',
  defence: 'defence',
  health: 'health',
  koscheyDamage: 'koscheyDamage',
  koscheyDefence: 'koscheyDefence',
  poisons: 'poisons',
  resurrections: 'resurrections',
  antiIncubus: 'antiIncubus',
  antiSuccubus: 'antiSuccubus',
  antiWitch: 'antiWitch',
  antiGolemHammer: 'antiGolemHammer',
  shadowAttacks: 'shadowAttacks',
  gorgonDefence: 'gorgonDefence',
  fireDefence: 'fireDefence',
} as const;
export type AmuletEffect = (typeof AmuletEffect)[keyof typeof AmuletEffect];

export const ArtifactKind = { artifact: 'artifact', amulet: 'amulet' } as const;
export type ArtifactKind = (typeof ArtifactKind)[keyof typeof ArtifactKind];

/** An artifact or amulet: its effects at level 1 and what each further level adds, up to `maxLevel`. */
export interface ArtifactDef {
  id: string;
  kind: ArtifactKind;
  maxLevel: number;
  base: Partial<Record<AmuletEffect, number>>;
  perLevel: Partial<Record<AmuletEffect, number>>;
  /** Price in its shop. */
  price: Price;
  /** The stair from which its shop offers it. */
  fromStair: number;
}

/** Potions heal an own creature, scrolls strike an enemy (BATTLE.md "Consumables"). */
export interface ConsumableDef {
  id: string;
  kind: 'potion' | 'scroll';
  power: number;
  price: Price;
  fromStair: number;
}

/** Everything the hero rules read: content passes it in, so core/rules stays free of data. */
export interface HeroCatalog {
  classes: Readonly<Record<HeroClass, HeroClassDef>>;
  qualities: Readonly<Record<HeroQuality, QualityRule>>;
  forces: Readonly<Record<ForceId, ForceDef>>;
  artifacts: Readonly<Record<string, ArtifactDef>>;
}

/**
 * Every shop: those of issue 11 (heroes … backpack) and the remaining shops of issue 12 (portals … shadow town,
 * ECONOMY.md "Shops"); each opens from a player level (product §8 "… heroes shop … open from a certain level").
 */
export const HeroShop = {
  heroes: 'heroes',
  ark: 'ark',
  artifacts: 'artifacts',
  amulets: 'amulets',
  cards: 'cards',
  backpack: 'backpack',
  portals: 'portals',
  packs: 'packs',
  market: 'market',
  monastery: 'monastery',
  shadow: 'shadow',
} as const;
export type HeroShop = (typeof HeroShop)[keyof typeof HeroShop];

/** Resources an offer credits, per currency (the market's exchanges, a pack's resources). */
export type Resources = Partial<Record<Currency, number>>;

/** One thing an offer gives (a pack gives several). */
export type OfferItem =
  | { kind: 'hero'; heroClass: HeroClass; quality: HeroQuality }
  | { kind: 'artifact'; defId: string }
  | { kind: 'card'; card: CardDef }
  | { kind: 'consumable'; defId: string }
  | { kind: 'hammer' }
  /** Resources into the wallet (an exchange of the market of crystals). */
  | { kind: 'resources'; gives: Resources }
  /** A booster the player holds until used (the boosters page activates it). */
  | { kind: 'booster'; booster: BoosterKind }
  /** Portal passes: each pays one road portal's whole price (POST /api/portal/{id}/use with discount 100). */
  | { kind: 'portalPass'; count: number }
  /** The monastery's blessing: the squad healed and a booster activated at once (ECONOMY.md "Shops"). */
  | { kind: 'blessing'; booster: BoosterKind };

/** What an offer gives: one item, or a pack of several. */
export type OfferGoods = OfferItem | { kind: 'pack'; items: OfferItem[] };

/** One thing a shop sells, at a price, from a stair; `once` offers sell once per player ("already used the offering"). */
export interface ShopOffer {
  id: string;
  shop: HeroShop;
  goods: OfferGoods;
  price: Price;
  fromStair: number;
  once: boolean;
  /** Sells once per Moscow day (the monastery's offering): a second buy the same day refuses OFFERING_USED. */
  daily?: boolean;
}

/**
 * A yearly sale event (ECONOMY.md "Shops"): it opens at 12:00 Moscow time on the `nth` (1-based; -1 the last)
 * `weekday` (0 Monday … 6 Sunday) of `month` (0 January … 11 December), runs `days` days, and takes `discountPct`
 * off every offer of `shops` (product §2 "sale events (including a Black Friday pack sale)").
 */
export interface SaleEvent {
  id: string;
  month: number;
  weekday: number;
  nth: number;
  days: number;
  discountPct: number;
  shops: HeroShop[];
}

/** A sale running now, as the shops and the player info tell it. */
export interface RunningSale {
  id: string;
  discountPct: number;
  shops: HeroShop[];
  startMs: number;
  endMs: number;
}
