import {
  ClanForumCategory,
  ErrorCode,
  FORUM_COMMENT_MAX,
  FORUM_POLL_OPTION_MAX,
  FORUM_POLL_OPTIONS_MAX,
  FORUM_POLL_OPTIONS_MIN,
  FORUM_TAG_MAX,
  FORUM_TOPIC_NAME_MAX,
  FORUM_TOPIC_TEXT_MAX,
  ForumSection,
  ForumTopicAccess,
  GeneralForumCategory,
} from '../model/index.ts';
import type { ForumCategory, NewForumTopic } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

/** The categories of each section (product §3): a topic is filed in one of its own section's. */
export const FORUM_CATEGORIES: Record<ForumSection, readonly ForumCategory[]> = {
  GENERAL: Object.values(GeneralForumCategory),
  CLAN: Object.values(ClanForumCategory),
};

/**
 * A text field trimmed and checked against its limits: TEXT_EMPTY or TEXT_TOO_LONG naming the field (and the
 * length and limit). Characters are code points, as in chat, so a client counting UTF-16 units is never refused
 * for a text it accepted. The text is kept as written: it is plain text, clients never read it as markup.
 */
export const checkForumText = (field: string, raw: string, max: number): string => {
  const text = raw.trim();
  if (text === '') throw new RuleError(ErrorCode.TEXT_EMPTY, `The ${field} is empty`, { field });
  const length = [...text].length;
  if (length > max) {
    throw new RuleError(ErrorCode.TEXT_TOO_LONG, `The ${field} has ${length} characters, at most ${max}`, { field, max, length });
  }
  return text;
};

/** A comment's text: 1…FORUM_COMMENT_MAX characters (product §5). */
export const checkForumComment = (raw: string): string => checkForumText('text', raw, FORUM_COMMENT_MAX);

/** A topic's name (1…40) and text (1…20 000), product §5. */
export const checkTopicBody = (name: string, text: string): { name: string; text: string } => ({
  name: checkForumText('name', name, FORUM_TOPIC_NAME_MAX),
  text: checkForumText('text', text, FORUM_TOPIC_TEXT_MAX),
});

const TAG = /^[\p{L}\p{N}-]+$/u;

/** A tag is one word (letters, digits, dash), stored lower-case so a filter finds it however it was typed. */
export const checkForumTag = (raw: string | undefined): string | null => {
  const tag = (raw ?? '').trim();
  if (tag === '') return null;
  if ([...tag].length > FORUM_TAG_MAX) {
    throw new RuleError(ErrorCode.TEXT_TOO_LONG, `The tag is longer than ${FORUM_TAG_MAX}`, { field: 'tag', max: FORUM_TAG_MAX });
  }
  if (!TAG.test(tag)) throw new RuleError(ErrorCode.VALIDATION, 'A tag is one word', { field: 'tag' });
  return tag.toLowerCase();
};

/** Whether `category` belongs to `section`. */
export const isSectionCategory = (section: ForumSection, category: ForumCategory): boolean =>
  FORUM_CATEGORIES[section].includes(category);

export interface CheckedPoll {
  question: string;
  options: string[];
}

/** A poll: a question and 2…10 different options of at most 100 characters each (the question too). */
export const checkForumPoll = (poll: { question: string; options: readonly string[] }): CheckedPoll => {
  const question = checkForumText('poll', poll.question, FORUM_POLL_OPTION_MAX);
  const options = poll.options.map((option) => checkForumText('poll', option, FORUM_POLL_OPTION_MAX));
  if (options.length < FORUM_POLL_OPTIONS_MIN || options.length > FORUM_POLL_OPTIONS_MAX) {
    throw new RuleError(ErrorCode.VALIDATION, `A poll has ${FORUM_POLL_OPTIONS_MIN}…${FORUM_POLL_OPTIONS_MAX} options`, { field: 'poll' });
  }
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
    throw new RuleError(ErrorCode.VALIDATION, 'Two poll options are the same', { field: 'poll' });
  }
  return { question, options };
};

export interface CheckedTopic {
  section: ForumSection;
  category: ForumCategory;
  name: string;
  text: string;
  tag: string | null;
  access: ForumTopicAccess;
  poll: CheckedPoll | null;
}

/**
 * A new topic as the rules accept it: its category of its section, guest topics only in the general section (a
 * clan's section has no guests), and every text within its limits.
 */
export const checkNewTopic = (topic: NewForumTopic): CheckedTopic => {
  if (!isSectionCategory(topic.section, topic.category)) {
    throw new RuleError(ErrorCode.VALIDATION, `${topic.category} is not a category of ${topic.section}`, { field: 'category' });
  }
  if (topic.section === ForumSection.CLAN && topic.access === ForumTopicAccess.GUEST) {
    throw new RuleError(ErrorCode.VALIDATION, 'A clan topic has no guests', { field: 'access' });
  }
  return {
    section: topic.section,
    category: topic.category,
    ...checkTopicBody(topic.name, topic.text),
    tag: checkForumTag(topic.tag),
    access: topic.access,
    poll: topic.poll === undefined ? null : checkForumPoll(topic.poll),
  };
};
