import { ClanParticipantAction, ClanPermission, ClanRole, ErrorCode } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

/**
 * The role ladder, lowest first (product §4): newbie, member, representative, deputy leader, then the temporary
 * leader, the top a promotion reaches. The leader is above it: leadership changes hands only by resigning.
 */
export const CLAN_LADDER = [
  ClanRole.NEWBIE, ClanRole.PARTICIPANT, ClanRole.REPRESENTATIVE, ClanRole.DEPUTY_LEADER, ClanRole.SUBLEADER, ClanRole.LEADER,
] as const;

/** A role's height on the ladder: higher outranks lower. */
export const clanRank = (role: ClanRole): number => CLAN_LADDER.indexOf(role);

const promotePermission: Partial<Record<ClanRole, ClanPermission>> = {
  PARTICIPANT: ClanPermission.PROMOTE_TO_PARTICIPANT,
  REPRESENTATIVE: ClanPermission.PROMOTE_TO_REPRESENTATIVE,
  DEPUTY_LEADER: ClanPermission.PROMOTE_TO_DEPUTY_LEADER,
  SUBLEADER: ClanPermission.PROMOTE_TO_SUBLEADER,
};
const demotePermission: Partial<Record<ClanRole, ClanPermission>> = {
  SUBLEADER: ClanPermission.DEMOTE_SUBLEADER,
  DEPUTY_LEADER: ClanPermission.DEMOTE_DEPUTY_LEADER,
  REPRESENTATIVE: ClanPermission.DEMOTE_REPRESENTATIVE,
  PARTICIPANT: ClanPermission.DEMOTE_PARTICIPANT,
};
const kickPermission: Partial<Record<ClanRole, ClanPermission>> = {
  NEWBIE: ClanPermission.KICK_NEWBIE,
  PARTICIPANT: ClanPermission.KICK_PARTICIPANT,
  REPRESENTATIVE: ClanPermission.KICK_REPRESENTATIVE,
};

/** What one participant action does to `target`: the permission it needs and the role it leaves (null: out). */
export interface ClanStep {
  permission: ClanPermission;
  role: ClanRole | null;
}

/**
 * One step of `action` on a member holding `target` (product §4: one step at a time). Refuses with CLAN_ROLE_LIMIT
 * past either end of the ladder, and for the leader, whom nobody promotes, demotes or kicks; a deputy leader or
 * temporary leader is demoted before being kicked.
 */
export const clanStep = (action: ClanParticipantAction, target: ClanRole): ClanStep => {
  const rank = clanRank(target);
  const role = action === ClanParticipantAction.PROMOTE ? CLAN_LADDER[rank + 1] : action === ClanParticipantAction.DEMOTE ? CLAN_LADDER[rank - 1] : null;
  const permission =
    action === ClanParticipantAction.PROMOTE && role !== undefined && role !== null
      ? promotePermission[role]
      : action === ClanParticipantAction.DEMOTE
        ? demotePermission[target]
        : kickPermission[target];
  if (permission === undefined) throw new RuleError(ErrorCode.CLAN_ROLE_LIMIT, `Cannot ${action} a ${target}`, { action, target });
  return { permission, role: role ?? null };
};

/** Refuses with CLAN_PERMISSION_DENIED unless `actor` outranks `target`: nobody acts on an equal or a senior. */
export const requireOutranks = (actor: ClanRole, target: ClanRole): void => {
  if (clanRank(actor) <= clanRank(target)) {
    throw new RuleError(ErrorCode.CLAN_PERMISSION_DENIED, `${actor} may not act on ${target}`, { target });
  }
};
