export const StairColour = { white: 'white', yellow: 'yellow', red: 'red' } as const;
export type StairColour = (typeof StairColour)[keyof typeof StairColour];

/**
 * Our mapping for the spec's thresholds 25, 60, 100, 120 (technical §9; the original mapping is not given):
 * a stair is coloured by how far it lies beyond the player's best victory stair. Below a record of 100 stairs,
 * 25 stairs ahead is yellow and 60 red; from 100 on, 100 ahead is yellow and 120 red.
 */
export const STAIR_COLOUR_BANDS = [
  { fromRecord: 100, yellow: 100, red: 120 },
  { fromRecord: 0, yellow: 25, red: 60 },
] as const;

/** The colour of `stair`'s label for a player whose best victory is on `bestVictoryStair`. */
export const stairColour = (stair: number, bestVictoryStair: number): StairColour => {
  const band = STAIR_COLOUR_BANDS.find((b) => bestVictoryStair >= b.fromRecord) ?? STAIR_COLOUR_BANDS[1];
  const ahead = stair - bestVictoryStair;
  if (ahead >= band.red) return StairColour.red;
  if (ahead >= band.yellow) return StairColour.yellow;
  return StairColour.white;
};
