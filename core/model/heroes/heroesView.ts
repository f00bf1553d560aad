import type { ErrorCode } from '../errors.ts';
import type { HeroShop, Price, RunningSale, ShopOffer, Wallet } from './heroContent.ts';
import type {
  CardState, ForceId, GroupLeveling, HammerDto, OwnedArtifact, OwnedCard, OwnedHero, Upgrade,
} from './hero.ts';

/** What a hero's forces tab shows for one force (HEROES.md "Forces": marks). */
export const ForceMarkKind = {
  incompatible: 'incompatible',
  learnable: 'learnable',
  upgrading: 'upgrading',
  upgradable: 'upgradable',
  locked: 'locked',
} as const;
export type ForceMarkKind = (typeof ForceMarkKind)[keyof typeof ForceMarkKind];

/** The numbers a hero fights with: attack, defence, full health, poison moves and immortality charges. */
export interface HeroViewStats {
  attack: number;
  defence: number;
  health: number;
  poison: number;
  immortality: number;
}

/** A hero with the numbers the server computed for it (issue 11: the hero page shows, the rules decide). */
export interface HeroView {
  hero: OwnedHero;
  /** Attack, defence and full health it fights with, poison moves and immortality charges. */
  stats: HeroViewStats;
  /** Each of the 12 forces as the forces tab marks it. */
  forceMarks: Record<ForceId, ForceMarkKind>;
  /** How high each studied or studiable force may rise (its cap for this hero now). */
  forceCaps: Partial<Record<ForceId, number>>;
  /** Artifact slots of its quality. */
  slots: number;
}

/** The answer of every hero call (fixtures/server/API.md "Heroes"): the roster as of the server clock. */
export interface HeroesView {
  heroes: HeroView[];
  /** Hero ids of the fighting six, in slot order; `heroes[].hero.squadSlot` has the slot itself. */
  squad: number[];
  /** Hero ids in reserve. */
  reserve: number[];
  artifacts: OwnedArtifact[];
  /** Upgrades under way, times in server-clock milliseconds. */
  upgrades: Upgrade[];
  cardState: Record<CardState, OwnedCard[]>;
  hammerDto: HammerDto;
  groupLeveling: GroupLeveling;
  wallet: Wallet;
  /** The server clock the view was made at, so a page counts the timers down from the same clock. */
  serverTimeMs: number;
  /** product §2 "new on the hero": a hero arrived since the player last looked (news/creature/reset clears it). */
  haveNewCreature: boolean;
}

/** Why an offer cannot be bought now (the refusal a buy would answer), or null when it can. */
export interface OfferGate {
  code: ErrorCode;
  params: Record<string, string | number>;
}

/** One shop as this player sees it (issue 11 "show why before it opens"). */
export interface ShopView {
  shop: HeroShop;
  /** The player level the shop opens at, and whether this player has reached it. */
  openAtLevel: number;
  open: boolean;
  /** Each offer, the price it sells at now (a running sale's discount taken off), and what a buy would refuse. */
  offers: { offer: ShopOffer; price: Price; gate: OfferGate | null }[];
  /** The sale running on this shop now, or null (issue 12: the Black Friday pack sale). */
  sale: RunningSale | null;
}
