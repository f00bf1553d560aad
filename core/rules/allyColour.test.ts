import { expect, it } from 'vitest';
import type { MultiParticipant } from '../model/index.ts';
import { ALLY_COLOURS, allyMarks } from './allyColour.ts';

const who = (playerId: number, name: string): MultiParticipant => ({ playerId, name, power: 1, gaveUp: false, completed: false });
const three = [who(1, 'Warlord'), who(2, 'Squire'), who(3, 'Archer')];

it("marks every participant but the reader, each with their own colour by joining order", () => {
  expect([...allyMarks(three, 2)]).toEqual([
    [1, { name: 'Warlord', colour: ALLY_COLOURS[0] }],
    [3, { name: 'Archer', colour: ALLY_COLOURS[2] }],
  ]);
});

it('keeps an ally the same colour whoever reads, so two players can talk about "the violet one"', () => {
  expect(allyMarks(three, 1).get(3)).toEqual(allyMarks(three, 2).get(3));
});

it('marks everyone for a reader who is not in the battle, and gives distinct colours to a full party', () => {
  expect(allyMarks(three, null).size).toBe(3);
  expect(new Set(ALLY_COLOURS).size).toBe(ALLY_COLOURS.length);
});
