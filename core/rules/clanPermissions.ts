import { ClanPermission as P, ClanRole, ErrorCode } from '../model/index.ts';
import type { ClanPermission } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

const everything = Object.values(P);
const without = (...left: ClanPermission[]): readonly ClanPermission[] => everything.filter((p) => !left.includes(p));

/**
 * Which clan role may do what (issue 13: the mapping is ours, product §6). One table, shown to players on the
 * members page and listed in core/content/CLANS.md. A leader leaves only by resigning first (or alone, which
 * disbands the clan); the temporary leader does all a leader does but resign and act on its own rank.
 */
export const CLAN_PERMISSIONS: Record<ClanRole, readonly ClanPermission[]> = {
  LEADER: without(P.LEAVE_CLAN),
  SUBLEADER: without(P.RESIGN, P.PROMOTE_TO_SUBLEADER, P.DEMOTE_SUBLEADER),
  DEPUTY_LEADER: [
    P.INVITE, P.LEAVE_CLAN, P.PROMOTE_TO_PARTICIPANT, P.PROMOTE_TO_REPRESENTATIVE, P.DEMOTE_REPRESENTATIVE,
    P.DEMOTE_PARTICIPANT, P.KICK_NEWBIE, P.KICK_PARTICIPANT, P.KICK_REPRESENTATIVE, P.START_BUILDING,
    P.COMPLETE_BUILDING, P.EDIT_ABOUT, P.EDIT_ADVERTISEMENT, P.CHANGE_THEME, P.CHANGE_RAID_DIFFICULTY, P.IMPROVE_HALL,
    P.WRITE_CLAN_FORUM,
  ],
  REPRESENTATIVE: [P.INVITE, P.LEAVE_CLAN, P.PROMOTE_TO_PARTICIPANT, P.KICK_NEWBIE, P.WRITE_CLAN_FORUM],
  PARTICIPANT: [P.LEAVE_CLAN, P.WRITE_CLAN_FORUM],
  NEWBIE: [P.LEAVE_CLAN],
};

/** Whether `role` holds `permission`. */
export const hasClanPermission = (role: ClanRole, permission: ClanPermission): boolean =>
  CLAN_PERMISSIONS[role].includes(permission);

/** Refuses with CLAN_PERMISSION_DENIED unless `role` holds `permission`. */
export const requireClanPermission = (role: ClanRole, permission: ClanPermission): void => {
  if (!hasClanPermission(role, permission)) {
    throw new RuleError(ErrorCode.CLAN_PERMISSION_DENIED, `${role} may not ${permission}`, { permission });
  }
};

/** The roles that hold `permission`, highest first (the table read the other way, for pages and tests). */
export const rolesWith = (permission: ClanPermission): ClanRole[] =>
  Object.values(ClanRole).filter((role) => hasClanPermission(role, permission));
