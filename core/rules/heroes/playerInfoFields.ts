import { CardState } from '../../model/index.ts';
import type { ForceId, HeroClass, HeroRoster, OwnedCard } from '../../model/index.ts';

/** One `forcesV2` entry of the player info (technical §3 "entries with warriorClass"): a hero's studied forces. */
export interface ForcesV2Entry {
  warriorClass: HeroClass;
  heroId: number;
  forces: Partial<Record<ForceId, number>>;
}

/** The player info's `forcesV2`: every hero that has studied a force, oldest first. */
export const forcesV2Of = (roster: HeroRoster): ForcesV2Entry[] =>
  roster.heroes
    .filter((h) => Object.values(h.forces).some((rank) => (rank ?? 0) > 0))
    .sort((a, b) => a.id - b.id)
    .map((h) => ({ warriorClass: h.heroClass, heroId: h.id, forces: { ...h.forces } }));

/** The player info's `cardState` (technical §3): the cards in each state of product §4. */
export const cardStateOf = (roster: HeroRoster): Record<CardState, OwnedCard[]> => ({
  available: roster.cards.filter((c) => c.state === CardState.available),
  active: roster.cards.filter((c) => c.state === CardState.active),
  used: roster.cards.filter((c) => c.state === CardState.used),
});
