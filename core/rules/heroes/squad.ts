import { HeroRefusal } from '../../model/index.ts';
import type { HeroRoster, OwnedHero } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES } from './heroRules.ts';
import { findHero } from './roster.ts';

/** The fighting six in slot order (product §9 squad of 6). */
export const fightingSix = (roster: HeroRoster): OwnedHero[] =>
  roster.heroes
    .filter((h): h is OwnedHero & { squadSlot: number } => h.squadSlot !== null)
    .sort((a, b) => a.squadSlot - b.squadSlot);

/** The heroes in reserve, oldest first. */
export const reserve = (roster: HeroRoster): OwnedHero[] =>
  roster.heroes.filter((h) => h.squadSlot === null).sort((a, b) => a.id - b.id);

/** The lowest free slot of the six, or null when all six fight. */
export const freeSquadSlot = (roster: HeroRoster): number | null => {
  const taken = new Set(roster.heroes.map((h) => h.squadSlot));
  for (let slot = 0; slot < HERO_RULES.squadSize; slot++) if (!taken.has(slot)) return slot;
  return null;
};

/**
 * Puts a hero in slot `slot` of the six. A hero already there swaps places with it: into the mover's old slot,
 * or into reserve when the mover came from reserve. Refuses SLOT_NOT_AVAILABLE outside 0-5.
 */
export const placeInSquad = (roster: HeroRoster, heroId: number, slot: number): HeroRoster => {
  if (!Number.isInteger(slot) || slot < 0 || slot >= HERO_RULES.squadSize) {
    throw new HeroRuleError(HeroRefusal.SLOT_NOT_AVAILABLE, `slot ${slot} is not one of the six`, { slot });
  }
  const mover = findHero(roster, heroId);
  const from = mover.squadSlot;
  return {
    ...roster,
    heroes: roster.heroes.map((h) => {
      if (h.id === heroId) return { ...h, squadSlot: slot };
      if (h.squadSlot === slot) return { ...h, squadSlot: from };
      return h;
    }),
  };
};

/** Sends a fighting hero to reserve; refuses SQUAD_EMPTY for the last one, so a battle always has a fighter. */
export const sendToReserve = (roster: HeroRoster, heroId: number): HeroRoster => {
  const hero = findHero(roster, heroId);
  if (hero.squadSlot === null) return roster;
  if (fightingSix(roster).length === 1) {
    throw new HeroRuleError(HeroRefusal.SQUAD_EMPTY, `hero ${heroId} is the last one fighting`, { heroId });
  }
  return { ...roster, heroes: roster.heroes.map((h) => (h.id === heroId ? { ...h, squadSlot: null } : h)) };
};
