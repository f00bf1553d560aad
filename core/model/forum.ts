import type { ActiveBan } from './moderation.ts';

/**
 * The forum (issue 15, product §2/§3/§5): a general section and one per clan, topics with comments and an optional
 * poll. The calls are in core/api/forumApi.ts and fixtures/server/API.md "Forum (issue 15)".
 */
export const ForumSection = { GENERAL: 'GENERAL', CLAN: 'CLAN' } as const;
export type ForumSection = (typeof ForumSection)[keyof typeof ForumSection];

/** The eleven categories of the general section (product §3). */
export const GeneralForumCategory = {
  NEWS: 'NEWS',
  SUGGESTIONS: 'SUGGESTIONS',
  DISCUSSION: 'DISCUSSION',
  TALK: 'TALK',
  PLAYS: 'PLAYS',
  HELP: 'HELP',
  CHRONICLES: 'CHRONICLES',
  QUESTIONS: 'QUESTIONS',
  CONNECTIONS: 'CONNECTIONS',
  COMPETITIONS: 'COMPETITIONS',
  RULES: 'RULES',
} as const;
export type GeneralForumCategory = (typeof GeneralForumCategory)[keyof typeof GeneralForumCategory];

/** The four categories of a clan's section (product §3). */
export const ClanForumCategory = {
  CLAN_INFO: 'CLAN_INFO',
  CLAN_STUFF: 'CLAN_STUFF',
  CLAN_TALK: 'CLAN_TALK',
  CLAN_OTHER: 'CLAN_OTHER',
} as const;
export type ClanForumCategory = (typeof ClanForumCategory)[keyof typeof ClanForumCategory];

export type ForumCategory = GeneralForumCategory | ClanForumCategory;

/**
 * Who reads a topic (product §3 "private or guest flag"): OPEN — every signed-in player; GUEST — open, and guests
 * (trial players, any level) may comment too (questions from newcomers); PRIVATE — only its author and moderators
 * (a report or an appeal to the moderators).
 */
export const ForumTopicAccess = { OPEN: 'OPEN', GUEST: 'GUEST', PRIVATE: 'PRIVATE' } as const;
export type ForumTopicAccess = (typeof ForumTopicAccess)[keyof typeof ForumTopicAccess];

/** Topic list order (issue 15): newest first, most commented first, or latest comment first. */
export const ForumSort = { NEWEST: 'NEWEST', MOST_COMMENTED: 'MOST_COMMENTED', LAST_ACTIVITY: 'LAST_ACTIVITY' } as const;
export type ForumSort = (typeof ForumSort)[keyof typeof ForumSort];

/** A moderator's action on a topic. */
export const ForumModeration = { PIN: 'PIN', UNPIN: 'UNPIN', CLOSE: 'CLOSE', OPEN: 'OPEN', MOVE: 'MOVE', DELETE: 'DELETE' } as const;
export type ForumModeration = (typeof ForumModeration)[keyof typeof ForumModeration];

/** Limits (product §5, §9). */
export const FORUM_LEVEL = 10;
/** Product §5: "the title cannot be longer than 40 characters". */
export const FORUM_TOPIC_NAME_MAX = 40;
export const FORUM_TOPIC_TEXT_MAX = 20_000;
export const FORUM_COMMENT_MAX = 3000;
/** A tag is one short word a topic can be filtered by (letters, digits, dash). */
export const FORUM_TAG_MAX = 24;
export const FORUM_POLL_OPTIONS_MIN = 2;
export const FORUM_POLL_OPTIONS_MAX = 10;
export const FORUM_POLL_OPTION_MAX = 100;
export const FORUM_PAGE_SIZE = 20;

/**
 * Refusals of the forum calls (issue 15), spread into `ErrorCode` (errors.ts), each with a text in
 * core/i18n/errorMessage.ts and a status in fixtures/server/http/ApiFailure.ts.
 */
export const ForumErrorCode = {
  /** Writing in the general forum below FORUM_LEVEL (params: level). */
  FORUM_LEVEL: 'FORUM_LEVEL',
  /** A forum ban in force (params: reason, until). */
  FORUM_BANNED: 'FORUM_BANNED',
  /** Writing in a clan topic without the WRITE_CLAN_FORUM permission (a newbie reads only). */
  FORUM_CLAN_ROLE: 'FORUM_CLAN_ROLE',
  /** A comment or an edit in a topic a moderator closed. */
  FORUM_TOPIC_CLOSED: 'FORUM_TOPIC_CLOSED',
  /** No such topic, comment or poll option, deleted, or one the caller may not read (it is not told which). */
  FORUM_NOT_FOUND: 'FORUM_NOT_FOUND',
  /** One vote per player and poll. */
  FORUM_ALREADY_VOTED: 'FORUM_ALREADY_VOTED',
  /** Opening a topic in a category only moderators post in (news, rules) below MODERATOR access. */
  FORUM_CATEGORY_CLOSED: 'FORUM_CATEGORY_CLOSED',
} as const;
export type ForumErrorCode = (typeof ForumErrorCode)[keyof typeof ForumErrorCode];

export interface ForumAuthor {
  id: number;
  name: string;
}

export interface ForumPollOption {
  id: number;
  text: string;
  votes: number;
}

export interface ForumPoll {
  question: string;
  options: ForumPollOption[];
  /** The option the caller voted for, or null. */
  myVote: number | null;
  totalVotes: number;
}

/** A topic in a list: no text, no comments. Times are ms since the epoch. */
export interface ForumTopicSummary {
  id: number;
  section: ForumSection;
  /** The clan of a CLAN topic, else null. */
  clanId: number | null;
  category: ForumCategory;
  tag: string | null;
  access: ForumTopicAccess;
  name: string;
  author: ForumAuthor;
  createdAt: number;
  /** The last edit of the name or text by its author, or null. */
  editedAt: number | null;
  /** The latest comment's time, else the creation time. */
  lastActivityAt: number;
  comments: number;
  pinned: boolean;
  closed: boolean;
  hasPoll: boolean;
  /** When a moderator deleted it: only in a moderator's list that asked for deleted topics too. */
  deletedAt?: number;
}

export interface ForumTopic extends ForumTopicSummary {
  text: string;
  poll: ForumPoll | null;
  /** What the caller may do here (the server decides; the page only shows it). */
  canComment: boolean;
  canEdit: boolean;
  canModerate: boolean;
}

export interface ForumComment {
  id: number;
  topicId: number;
  author: ForumAuthor;
  text: string;
  createdAt: number;
  editedAt: number | null;
}

export interface ForumTopicPage {
  topics: ForumTopicSummary[];
  /** 0-based page; `total` topics match the filter. */
  page: number;
  total: number;
}

export interface ForumCommentPage {
  comments: ForumComment[];
  page: number;
  total: number;
}

/** GET /api/forum/topics filter. `query` is a full-text search in Russian and English. */
export interface ForumTopicFilter {
  section: ForumSection;
  category?: ForumCategory;
  tag?: string;
  query?: string;
  sort?: ForumSort;
  page?: number;
  /** A moderator's list with the deleted topics too, marked by `deletedAt` (they may restore them). */
  withDeleted?: boolean;
}

export interface NewForumTopic {
  section: ForumSection;
  category: ForumCategory;
  name: string;
  text: string;
  tag?: string;
  access: ForumTopicAccess;
  poll?: { question: string; options: string[] };
}

/**
 * Whether the caller may write in the forum, and why not (shown before they try): level, a forum ban (its reason
 * and end), guest.
 */
export interface ForumAccessInfo {
  canWriteGeneral: boolean;
  /** The caller's clan whose section they may read, or null; `canWriteClan` needs the member role. */
  clanId: number | null;
  canWriteClan: boolean;
  level: number;
  requiredLevel: number;
  ban: ActiveBan | null;
  moderator: boolean;
}
