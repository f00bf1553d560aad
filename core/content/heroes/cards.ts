import { CardKind } from '../../model/index.ts';

/**
 * What an active card does until it is used (our balance, HEROES.md "Cards"; the snake's 80% is product §9).
 * `battles`: how many won battles it lasts; the snake and the evolution card are used by one action.
 */
export const CARD_EFFECTS = {
  /** Every fighting hero's health +20% for the next 3 battles. */
  elephant: { healthPct: 20, battles: 3 },
  /** The next speed-up costs 80% less. */
  snake: { discountPct: 80 },
  /** Battle experience +100% for the next 3 battles. */
  eagle: { experiencePct: 100, battles: 3 },
  /** Its force on the chosen hero rises one rank at once, without a timer. */
  evolution: { ranks: 1 },
} as const satisfies Record<CardKind, object>;

/** How long each card stays active once activated (`activateCard`): battles, or one action. */
export const CARD_DURATIONS: Readonly<Record<CardKind, number>> = {
  elephant: CARD_EFFECTS.elephant.battles,
  snake: 1,
  eagle: CARD_EFFECTS.eagle.battles,
  evolution: 1,
};
