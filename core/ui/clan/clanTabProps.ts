import type { MyClan } from '../../model/index.ts';

/** Props every clan tab gets: the caller's clan and role as the server last answered them. */
export interface ClanTabProps {
  mine: MyClan;
}
