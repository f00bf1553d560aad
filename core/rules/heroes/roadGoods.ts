import { CardState, HeroRefusal } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster, PlaceGoods } from '../../model/index.ts';
import { newHero } from './buyOffer.ts';
import { HeroRuleError } from './HeroRuleError.ts';

/** What taking a road find changed besides the roster: the player's backpack and purse, and the hero news. */
export interface RoadGoodsTaken {
  roster: HeroRoster;
  /** A potion or scroll (HERO_CONSUMABLES id) for the player's backpack, or null. */
  consumable: string | null;
  /** Amethysts to add to the purse (a rune without a card). */
  amethysts: number;
  /** A hero joined: the "new on the hero" flag goes up (product §2). */
  heroJoined: boolean;
}

/**
 * Gives what a road find holds (HEROES.md "Road finds"): an artifact or amulet to the backpack at level 1, a card
 * as available, a usual hero to the reserve; a consumable and amethysts are named for the caller to store. Numbers
 * new things from `roster.nextId`, as a shop buy does. Refuses NOT_FOUND for an artifact the content lacks.
 */
export const takeRoadGoods = (roster: HeroRoster, goods: PlaceGoods, catalog: HeroCatalog): RoadGoodsTaken => {
  const id = roster.nextId;
  const next = { ...roster, nextId: id + 1 };
  const only = (changed: HeroRoster): RoadGoodsTaken => ({ roster: changed, consumable: null, amethysts: 0, heroJoined: false });
  switch (goods.kind) {
    case 'artifact':
      if (!Object.hasOwn(catalog.artifacts, goods.defId)) {
        throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no artifact kind ${goods.defId}`, { defId: goods.defId });
      }
      return only({ ...next, artifacts: [...roster.artifacts, { id, defId: goods.defId, level: 1, heroId: null, temporal: false }] });
    case 'card':
      return only({ ...next, cards: [...roster.cards, { id, card: goods.card, state: CardState.available, usesLeft: 0 }] });
    case 'hero':
      return { ...only({ ...next, heroes: [...roster.heroes, newHero(catalog, goods.heroClass, goods.quality, id)] }), heroJoined: true };
    case 'consumable':
      return { ...only(roster), consumable: goods.defId };
    case 'amethysts':
      return { ...only(roster), amethysts: goods.amount };
  }
};
