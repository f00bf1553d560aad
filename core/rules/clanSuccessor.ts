import type { ClanRole } from '../model/index.ts';
import { clanRank } from './clanLadder.ts';

/** What succession weighs of a member. */
export interface SuccessionCandidate {
  playerId: number;
  role: ClanRole;
  contribution: number;
  /** Milliseconds since the epoch. */
  joinedAt: number;
}

/**
 * The most deserving member to take over from a resigning leader (product §4): the highest role, then the largest
 * contribution, then the longest in the clan, then the lowest id (so the choice never depends on row order).
 * Null when nobody but the leader is in the clan.
 */
export const successorOf = <T extends SuccessionCandidate>(members: readonly T[], leaderId: number): T | null => {
  let best: T | null = null;
  for (const member of members) {
    if (member.playerId === leaderId) continue;
    if (best === null || deserves(member, best)) best = member;
  }
  return best;
};

const deserves = (a: SuccessionCandidate, b: SuccessionCandidate): boolean =>
  clanRank(a.role) !== clanRank(b.role)
    ? clanRank(a.role) > clanRank(b.role)
    : a.contribution !== b.contribution
      ? a.contribution > b.contribution
      : a.joinedAt !== b.joinedAt
        ? a.joinedAt < b.joinedAt
        : a.playerId < b.playerId;
