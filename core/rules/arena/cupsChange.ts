import { CUPS } from './arenaData.ts';

/** What one arena fight moves: the attacker's and the defender's cups change (one gains what the other loses). */
export interface CupsChange {
  attacker: number;
  defender: number;
}

/**
 * Elo on cups (core/content/ARENA.md): the winner takes K × (1 − expected score), bounded to [min, max], so beating
 * a stronger side pays more than beating a weaker one. The loser gives up the same, but never more than they hold.
 */
export const cupsChange = (attackerCups: number, defenderCups: number, attackerWon: boolean): CupsChange => {
  const [winner, loser] = attackerWon ? [attackerCups, defenderCups] : [defenderCups, attackerCups];
  const expected = 1 / (1 + 10 ** ((loser - winner) / CUPS.scale));
  const gain = Math.min(CUPS.max, Math.max(CUPS.min, Math.round(CUPS.k * (1 - expected))));
  const loss = Math.min(gain, Math.max(0, loser));
  return attackerWon ? { attacker: gain, defender: -loss } : { attacker: -loss, defender: gain };
};
