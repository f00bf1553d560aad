import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ClanForumCategory,
  GeneralForumCategory,
  ForumSection,
  type ForumCategory,
  type ForumSort,
  type ForumTopicAccess,
} from '../../model/index.ts';

/** The categories a section offers, in the order of product §3. */
export const sectionCategories: Record<ForumSection, readonly ForumCategory[]> = {
  GENERAL: Object.values(GeneralForumCategory),
  CLAN: Object.values(ClanForumCategory),
};

export const sectionNames: Record<ForumSection, MessageDescriptor> = {
  GENERAL: msg({ context: 'forum section', message: 'General' }),
  CLAN: msg({ context: 'forum section', message: 'My clan' }),
};

export const categoryNames: Record<ForumCategory, MessageDescriptor> = {
  NEWS: msg({ context: 'forum category', message: 'News' }),
  SUGGESTIONS: msg({ context: 'forum category', message: 'Suggestions' }),
  DISCUSSION: msg({ context: 'forum category', message: 'Discussion' }),
  TALK: msg({ context: 'forum category', message: 'Talk' }),
  PLAYS: msg({ context: 'forum category', message: 'Role play' }),
  HELP: msg({ context: 'forum category', message: 'Help' }),
  CHRONICLES: msg({ context: 'forum category', message: 'Chronicles' }),
  QUESTIONS: msg({ context: 'forum category', message: 'Questions' }),
  CONNECTIONS: msg({ context: 'forum category', message: 'Looking for allies' }),
  COMPETITIONS: msg({ context: 'forum category', message: 'Competitions' }),
  RULES: msg({ context: 'forum category', message: 'Rules' }),
  CLAN_INFO: msg({ context: 'forum category', message: 'Clan info' }),
  CLAN_STUFF: msg({ context: 'forum category', message: 'Clan business' }),
  CLAN_TALK: msg({ context: 'forum category', message: 'Clan talk' }),
  CLAN_OTHER: msg({ context: 'forum category', message: 'Other' }),
};

export const sortNames: Record<ForumSort, MessageDescriptor> = {
  NEWEST: msg({ context: 'forum sort', message: 'Newest' }),
  MOST_COMMENTED: msg({ context: 'forum sort', message: 'Most commented' }),
  LAST_ACTIVITY: msg({ context: 'forum sort', message: 'Last activity' }),
};

export const accessNames: Record<ForumTopicAccess, MessageDescriptor> = {
  OPEN: msg({ context: 'forum access', message: 'Open' }),
  GUEST: msg({ context: 'forum access', message: 'Guests welcome' }),
  PRIVATE: msg({ context: 'forum access', message: 'Private' }),
};

/** One line each, so the author knows who will read and answer before choosing. */
export const accessHints: Record<ForumTopicAccess, MessageDescriptor> = {
  OPEN: msg`Every player reads it; players from level 10 answer.`,
  GUEST: msg`Every player reads it, and newcomers of any level may answer too.`,
  PRIVATE: msg`Only you and the moderators see it: for a report or an appeal.`,
};
