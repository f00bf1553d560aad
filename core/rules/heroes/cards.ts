import { CardKind, CardState, HeroRefusal } from '../../model/index.ts';
import type { CardDef, HeroCatalog, HeroRoster, OwnedCard } from '../../model/index.ts';
import { checkForceRaise } from './forces.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { findHero, withHero } from './roster.ts';

/** How long an active card lasts: elephant and eagle the given battles, snake and evolution one action. */
export type CardDurations = Readonly<Record<CardKind, number>>;

const sameCard = (a: CardDef, b: CardDef): boolean =>
  a.kind === b.kind && (a.kind !== CardKind.evolution || (b.kind === CardKind.evolution && a.force === b.force));

const findCard = (roster: HeroRoster, cardId: number, state: CardState): OwnedCard => {
  const card = roster.cards.find((c) => c.id === cardId);
  if (!card || card.state !== state) {
    throw new HeroRuleError(HeroRefusal.CARD_NOT_AVAILABLE, `card ${cardId} is not ${state}`, { cardId });
  }
  return card;
};

const setCard = (roster: HeroRoster, cardId: number, state: CardState, usesLeft: number): HeroRoster => ({
  ...roster,
  cards: roster.cards.map((c) => (c.id === cardId ? { ...c, state, usesLeft } : c)),
});

/**
 * Available → active (product §4). Refuses CARD_NOT_AVAILABLE ("the card is not available") for a card not held,
 * not available, or when the same card is already active: they would not add up.
 */
export const activateCard = (roster: HeroRoster, cardId: number, durations: CardDurations): HeroRoster => {
  const card = findCard(roster, cardId, CardState.available);
  if (roster.cards.some((c) => c.state === CardState.active && sameCard(c.card, card.card))) {
    throw new HeroRuleError(HeroRefusal.CARD_NOT_AVAILABLE, `a ${card.card.kind} card is already active`, { cardId });
  }
  return setCard(roster, cardId, CardState.active, durations[card.card.kind]);
};

/** The active card of this kind, if any. */
export const activeCard = (roster: HeroRoster, kind: CardKind): OwnedCard | undefined =>
  roster.cards.find((c) => c.state === CardState.active && c.card.kind === kind);

/** After a won battle the elephant and eagle cards lose one battle; at none left they are used. */
export const cardsAfterBattle = (roster: HeroRoster): HeroRoster => ({
  ...roster,
  cards: roster.cards.map((c) => {
    if (c.state !== CardState.active || (c.card.kind !== CardKind.elephant && c.card.kind !== CardKind.eagle)) return c;
    const usesLeft = c.usesLeft - 1;
    return usesLeft > 0 ? { ...c, usesLeft } : { ...c, usesLeft: 0, state: CardState.used };
  }),
});

/**
 * Active → used: an evolution card raises its force on the chosen hero one rank at once. Refuses
 * CARD_NOT_AVAILABLE unless it is an active evolution card, then INCOMPATIBLE_FORCE, UPGRADE_RUNNING, UPGRADE_CAP.
 */
export const useEvolutionCard = (roster: HeroRoster, cardId: number, heroId: number, catalog: HeroCatalog): HeroRoster => {
  const card = findCard(roster, cardId, CardState.active);
  if (card.card.kind !== CardKind.evolution) {
    throw new HeroRuleError(HeroRefusal.CARD_NOT_AVAILABLE, `card ${cardId} is not an evolution card`, { cardId });
  }
  const force = card.card.force;
  const toRank = checkForceRaise(roster, findHero(roster, heroId), force, catalog);
  const raised = withHero(roster, heroId, (h) => ({ ...h, forces: { ...h.forces, [force]: toRank } }));
  return setCard(raised, cardId, CardState.used, 0);
};

/** A battle's experience with an active eagle card's bonus (`eaglePct`, 100: doubled), before the group shares it. */
export const boostedExperience = (roster: HeroRoster, gain: number, eaglePct: number): number =>
  activeCard(roster, CardKind.eagle) ? Math.floor((gain * (100 + eaglePct)) / 100) : gain;
