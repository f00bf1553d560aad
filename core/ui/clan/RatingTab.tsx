import { ClanRatingList } from './ClanRatingList.tsx';

/**
 * The clan rating as a tab of the clan page: members compare their clan here, next to its other pages. The player
 * rating page keeps its own clanLevel list (same order, same SQL) for players browsing every rating.
 */
export function RatingTab() {
  return <ClanRatingList />;
}
