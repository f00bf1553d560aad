/** Access levels (product §3, §6). */
export const AccessLevel = {
  TRIAL: 'TRIAL',
  PLAYER: 'PLAYER',
  MODERATOR: 'MODERATOR',
  ADMIN: 'ADMIN',
  GOD: 'GOD',
} as const;
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];

const moderatorLevels: ReadonlySet<AccessLevel> = new Set([AccessLevel.MODERATOR, AccessLevel.ADMIN, AccessLevel.GOD]);
const adminLevels: ReadonlySet<AccessLevel> = new Set([AccessLevel.ADMIN, AccessLevel.GOD]);

/** Moderator access: MODERATOR, ADMIN or GOD (technical §6). */
export const hasModeratorAccess = (level: AccessLevel): boolean => moderatorLevels.has(level);
/** Admin access: ADMIN or GOD (technical §6). */
export const hasAdminAccess = (level: AccessLevel): boolean => adminLevels.has(level);
