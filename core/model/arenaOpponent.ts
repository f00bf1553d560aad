import type { League } from './arena.ts';
import type { WarriorClass } from './creature.ts';

/** One hero of the held opponent's fighting squad, as the battle will show it. */
export interface ArenaOpponentHero {
  imageId: string;
  warriorClass: WarriorClass;
  level: number;
  /** The hero's quality (rank), as the heroes page shows it. */
  rank: number;
}

/**
 * `GET /api/arena/opponent`, `POST /api/arena/opponent/next`: the opponent matchmaking holds for the caller until
 * `heldUntil`; the next `battle/arena/attack` fights them.
 */
export interface ArenaOpponent {
  id: number;
  name: string;
  level: number;
  league: League;
  cups: number;
  squad: ArenaOpponentHero[];
  /** The caller's own fighting squad, facing them. */
  mySquad: ArenaOpponentHero[];
  /** The caller's cups change on a win (positive) and on a loss (zero or negative), by `cupsChange` now. */
  cupsWin: number;
  cupsLoss: number;
  heldUntil: number;
  /** Free "another opponent" calls left today (UTC day). */
  freeRerollsLeft: number;
  /** Gold the next "another opponent" costs: 0 while free ones are left. */
  rerollGold: number;
  serverTimeMs: number;
}
