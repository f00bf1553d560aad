import type { MultiParticipant } from '../model/index.ts';

// In a MULTI battle the creatures of the other players stand with the player's own squad; each ally gets
// a colour of their own, the same in the scene (ring and name) and the HUD (turn line, buttons), so whose creature
// is whose is seen at a glance. The player's own creatures carry none: theirs are the plain ones.

/** The allies' colours in joining order (never the marks' gold, red or cyan, nor the health bar's green). */
export const ALLY_COLOURS = ['#ff8fd8', '#9d8cff', '#ffa94d'] as const;

/** An ally's mark: their name and colour. */
export interface AllyMark {
  name: string;
  colour: string;
}

/** Each participant but `playerId` by player id, coloured by their place in joining order. */
export const allyMarks = (participants: readonly MultiParticipant[], playerId: number | null): Map<number, AllyMark> =>
  new Map(
    participants.flatMap((p, k) =>
      p.playerId === playerId ? [] : [[p.playerId, { name: p.name, colour: ALLY_COLOURS[k % ALLY_COLOURS.length] ?? ALLY_COLOURS[0] }] as const],
    ),
  );
