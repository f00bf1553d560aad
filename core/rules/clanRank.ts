/** What the clan rating weighs (core/content/CLANS.md "Rating"). */
export interface ClanRankKey {
  id: number;
  level: number;
  experience: number;
  membersCurr: number;
}

/**
 * The clan rating's order: higher level first, then more experience, then more members; the older clan (lower id)
 * first on a full tie, so the order never changes between two reads. The server's SQL (fixtures/server/clans/
 * clanRating.ts) sorts by the same keys; its test checks the two agree.
 */
export const compareClanRank = (a: ClanRankKey, b: ClanRankKey): number =>
  b.level - a.level || b.experience - a.experience || b.membersCurr - a.membersCurr || a.id - b.id;
