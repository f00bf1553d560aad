import { AccessLevel, hasAdminAccess, hasModeratorAccess } from '../model/access.ts';

/** What a moderator tool does to a player (product §6 "moderator and administrator rights"). */
export const ModerationRight = {
  /** The player card, the search and the audit log: moderator access, on anyone. */
  VIEW: 'VIEW',
  /** A player's history and payments: moderator access, on a lower level (or oneself). */
  INSPECT: 'INSPECT',
  BAN: 'BAN',
  ENTER: 'ENTER',
  /** Promote to or demote from moderator: admin access, on a registered player or a moderator. */
  CHANGE_ACCESS: 'CHANGE_ACCESS',
  /** The developer log: GOD only. */
  DEV_LOG: 'DEV_LOG',
} as const;
export type ModerationRight = (typeof ModerationRight)[keyof typeof ModerationRight];

/** Why a right is refused: the caller's own level, the target (oneself, or at or above the caller), or a trial target. */
export const ModerationRefusal = { ACCESS: 'ACCESS', SELF: 'SELF', TARGET_LEVEL: 'TARGET_LEVEL', TRIAL: 'TRIAL' } as const;
export type ModerationRefusal = (typeof ModerationRefusal)[keyof typeof ModerationRefusal];

const RANK: Record<AccessLevel, number> = { TRIAL: 0, PLAYER: 1, MODERATOR: 2, ADMIN: 3, GOD: 4 };

export interface ModerationParty {
  id: number;
  accessLevel: AccessLevel;
}

const callerMay: Record<ModerationRight, (level: AccessLevel) => boolean> = {
  VIEW: hasModeratorAccess,
  INSPECT: hasModeratorAccess,
  BAN: hasModeratorAccess,
  ENTER: hasModeratorAccess,
  CHANGE_ACCESS: hasAdminAccess,
  DEV_LOG: (level) => level === AccessLevel.GOD,
};

/**
 * Whether `actor` may use `right` on `target` (null: yes). Nobody acts on someone at or above their own level, so a
 * moderator bans no moderator, an administrator no administrator, and GOD anyone but GOD; nobody acts on themselves.
 */
export const moderationRefusal = (
  actor: ModerationParty,
  right: ModerationRight,
  target: ModerationParty | null = null,
): ModerationRefusal | null => {
  if (!callerMay[right](actor.accessLevel)) return ModerationRefusal.ACCESS;
  if (target === null || right === ModerationRight.VIEW || right === ModerationRight.DEV_LOG) return null;
  if (target.id === actor.id) return right === ModerationRight.INSPECT ? null : ModerationRefusal.SELF;
  if (RANK[target.accessLevel] >= RANK[actor.accessLevel]) return ModerationRefusal.TARGET_LEVEL;
  // Access is changed between PLAYER and MODERATOR only: a trial player has no account to be trusted with it.
  if (right === ModerationRight.CHANGE_ACCESS && target.accessLevel === AccessLevel.TRIAL) return ModerationRefusal.TRIAL;
  return null;
};
