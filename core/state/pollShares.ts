import type { ForumPoll } from '../model/index.ts';

/**
 * Each option's share of the votes in whole percent, summing to exactly 100 when anyone voted (largest
 * remainders get the rounding), so three equal options read 34/33/33, not 33/33/33.
 */
export function pollShares(poll: ForumPoll): Map<number, number> {
  const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
  const shares = new Map<number, number>();
  if (total === 0) {
    for (const o of poll.options) shares.set(o.id, 0);
    return shares;
  }
  const exact = poll.options.map((o) => ({ id: o.id, exact: (o.votes * 100) / total }));
  for (const e of exact) shares.set(e.id, Math.floor(e.exact));
  let left = 100 - exact.reduce((sum, e) => sum + Math.floor(e.exact), 0);
  const byRemainder = [...exact].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (const e of byRemainder) {
    if (left <= 0) break;
    shares.set(e.id, (shares.get(e.id) ?? 0) + 1);
    left -= 1;
  }
  return shares;
}
