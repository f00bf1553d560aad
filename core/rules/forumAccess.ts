import { ClanPermission, ErrorCode, FORUM_LEVEL, ForumSection, ForumTopicAccess, GeneralForumCategory, hasModeratorAccess } from '../model/index.ts';
import type { AccessLevel, ActiveBan, ClanRole, ForumCategory } from '../model/index.ts';
import { hasClanPermission } from './clanPermissions.ts';
import { RuleError } from './RuleError.ts';

/** Who asks: what the forum rules weigh about a player. */
export interface ForumCaller {
  id: number;
  accessLevel: AccessLevel;
  level: number;
  clanId: number | null;
  clanRole: ClanRole | null;
  /** The FORUM ban in force, if any. */
  ban: ActiveBan | null;
}

/** What the rules weigh about a topic. */
export interface ForumPlace {
  section: ForumSection;
  clanId: number | null;
  access: ForumTopicAccess;
  authorId: number;
  closed: boolean;
}

/** What the caller may do in a topic (ForumTopic's can… flags), the refusal of a comment when they may not. */
export interface ForumRights {
  canRead: boolean;
  commentRefusal: RuleError | null;
  canEdit: boolean;
  canModerate: boolean;
}

const isModerator = (caller: Pick<ForumCaller, 'accessLevel'>): boolean => hasModeratorAccess(caller.accessLevel);

/**
 * Whether the caller reads a topic: a clan topic only its clan's members, a private one only its author; a
 * moderator reads everything.
 */
export const mayReadTopic = (caller: ForumCaller, topic: ForumPlace): boolean => {
  if (isModerator(caller)) return true;
  if (topic.section === ForumSection.CLAN && (caller.clanId === null || caller.clanId !== topic.clanId)) return false;
  return topic.access !== ForumTopicAccess.PRIVATE || topic.authorId === caller.id;
};

/**
 * Why the caller may not write (open a topic or comment) in `section`, or null (product §5): a forum ban
 * (reason, until); in the general section level 10 unless the topic takes guests; in a clan's section the member
 * role. Moderators always write.
 */
export const forumWriteRefusal = (
  caller: ForumCaller,
  section: ForumSection,
  options: { guestTopic?: boolean } = {},
): RuleError | null => {
  if (isModerator(caller)) return null;
  if (caller.ban !== null) {
    return new RuleError(ErrorCode.FORUM_BANNED, 'The player is banned from the forum', {
      reason: caller.ban.reason,
      until: caller.ban.until,
    });
  }
  if (section === ForumSection.GENERAL) {
    if (options.guestTopic !== true && caller.level < FORUM_LEVEL) {
      return new RuleError(ErrorCode.FORUM_LEVEL, `The forum needs level ${FORUM_LEVEL}`, { level: FORUM_LEVEL });
    }
    return null;
  }
  if (caller.clanId === null) return new RuleError(ErrorCode.NO_CLAN, 'The clan forum needs a clan');
  if (caller.clanRole === null || !hasClanPermission(caller.clanRole, ClanPermission.WRITE_CLAN_FORUM)) {
    return new RuleError(ErrorCode.FORUM_CLAN_ROLE, 'A newbie only reads the clan forum', { permission: ClanPermission.WRITE_CLAN_FORUM });
  }
  return null;
};

/**
 * The caller's rights in a topic they read: comments need the write rights of its section (guests welcome in a
 * GUEST topic) and an open topic; the author edits while they may write and the topic is open; moderators do
 * everything, in closed topics too.
 */
export const forumRights = (caller: ForumCaller, topic: ForumPlace): ForumRights => {
  const canRead = mayReadTopic(caller, topic);
  const moderator = isModerator(caller);
  const writeRefusal = canRead
    ? forumWriteRefusal(caller, topic.section, { guestTopic: topic.access === ForumTopicAccess.GUEST })
    : new RuleError(ErrorCode.FORUM_NOT_FOUND, 'No such topic');
  const closedRefusal = topic.closed && !moderator ? new RuleError(ErrorCode.FORUM_TOPIC_CLOSED, 'The topic is closed') : null;
  const commentRefusal = writeRefusal ?? closedRefusal;
  return {
    canRead,
    commentRefusal,
    canEdit: moderator || (canRead && topic.authorId === caller.id && commentRefusal === null),
    canModerate: moderator,
  };
};

/** Refuses with FORBIDDEN unless the caller has moderator access (pin, close, move, delete). */
export const requireForumModerator = (caller: Pick<ForumCaller, 'accessLevel'>): void => {
  if (!hasModeratorAccess(caller.accessLevel)) throw new RuleError(ErrorCode.FORBIDDEN, 'Only a moderator does this');
};


/**
 * Whether only moderators open topics in `category`: official news and the rules, which a player would not expect
 * any player to post. Comments there stay open to players (unless the topic is closed).
 */
export const isModeratorCategory = (category: ForumCategory): boolean =>
  category === GeneralForumCategory.NEWS || category === GeneralForumCategory.RULES;

/** Whether a caller, a moderator or not, opens topics in `category` (the server and the new-topic form alike). */
export const mayOpenTopicIn = (moderator: boolean, category: ForumCategory): boolean => moderator || !isModeratorCategory(category);

/** FORUM_CATEGORY_CLOSED when the caller may not open (or move) a topic into `category`, else null. */
export const topicCategoryRefusal = (caller: Pick<ForumCaller, 'accessLevel'>, category: ForumCategory): RuleError | null =>
  mayOpenTopicIn(isModerator(caller), category)
    ? null
    : new RuleError(ErrorCode.FORUM_CATEGORY_CLOSED, `Only moderators open topics in ${category}`, { category });
