import { HeroRefusal } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { findHero } from './roster.ts';

/** Tokens the selected heroes bring: each quality's tokens × the hero's rank (HEROES.md "Exchange"). */
export const exchangeTokens = (roster: HeroRoster, heroIds: readonly number[], catalog: HeroCatalog): number =>
  [...new Set(heroIds)].reduce((sum, id) => {
    const h = findHero(roster, id);
    return sum + catalog.qualities[h.quality].exchangeTokens * h.rank;
  }, 0);

/**
 * Gives the selected heroes up for tokens (the Ark's currency). Refuses HEROES_NOT_SELECTED for an empty selection
 * (product §5), NOT_FOUND, FORBIDDEN for a temporal hero, UPGRADE_RUNNING for a hero whose upgrade runs, and
 * SQUAD_EMPTY when no fighter would be left. Their artifacts go back to the backpack.
 */
export const exchangeHeroes = (
  roster: HeroRoster,
  wallet: Wallet,
  heroIds: readonly number[],
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet; tokens: number } => {
  if (heroIds.length === 0) {
    throw new HeroRuleError(HeroRefusal.HEROES_NOT_SELECTED, 'a hero exchange needs heroes selected');
  }
  const ids = new Set(heroIds);
  for (const id of ids) {
    if (findHero(roster, id).temporal) {
      throw new HeroRuleError(HeroRefusal.FORBIDDEN, `hero ${id} is temporal`, { heroId: id });
    }
    if (roster.upgrades.some((u) => u.kind !== 'artifact' && u.heroId === id)) {
      throw new HeroRuleError(HeroRefusal.UPGRADE_RUNNING, `hero ${id} has an upgrade running`, { heroId: id });
    }
  }
  if (!roster.heroes.some((h) => h.squadSlot !== null && !ids.has(h.id))) {
    throw new HeroRuleError(HeroRefusal.SQUAD_EMPTY, 'the exchange would leave no hero fighting');
  }
  const tokens = exchangeTokens(roster, heroIds, catalog);
  return {
    roster: {
      ...roster,
      heroes: roster.heroes.filter((h) => !ids.has(h.id)),
      artifacts: roster.artifacts.map((a) => (a.heroId !== null && ids.has(a.heroId) ? { ...a, heroId: null } : a)),
    },
    wallet: { ...wallet, token: wallet.token + tokens },
    tokens,
  };
};
