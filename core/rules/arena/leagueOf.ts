import type { League } from '../../model/index.ts';
import { LEAGUE_MIN_CUPS, LEAGUE_ORDER } from './arenaData.ts';

/** The league `cups` hold: the highest whose minimum they reach (promotion and demotion are both just this). */
export const leagueOf = (cups: number): League =>
  LEAGUE_ORDER.reduce<League>((found, league) => (cups >= LEAGUE_MIN_CUPS[league] ? league : found), LEAGUE_ORDER[0]!);

/** The better of two leagues (the best league only ever rises). */
export const higherLeague = (a: League, b: League): League => (LEAGUE_ORDER.indexOf(b) > LEAGUE_ORDER.indexOf(a) ? b : a);
