/**
 * The clan rating and clan search (issue 13, product §2 "clan rating", "player and clan search"): one list, the
 * search being the rating filtered by name, so a clan's position is the same wherever it is shown.
 */

/** Clans on one page of `GET /api/clan/rating`. */
export const CLAN_RATING_PAGE = 20;
/** The longest name fragment the search takes (a clan name is at most CLAN_NAME_MAX). */
export const CLAN_SEARCH_MAX = 40;

export interface ClanRatingRow {
  /** 1-based position in the whole rating, also when the list is filtered by name. */
  position: number;
  id: number;
  name: string;
  level: number;
  experience: number;
  membersCurr: number;
  membersMax: number;
  advertisement: string;
}

/** `GET /api/clan/rating`: a page of clans best first, and where the caller's clan stands. */
export interface ClanRatingPage {
  rows: ClanRatingRow[];
  page: number;
  pages: number;
  /** The caller's clan and its position; null when in none. */
  myClanId: number | null;
  myPosition: number | null;
}
