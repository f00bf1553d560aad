import { describe, expect, it } from 'vitest';
import { BanReason, BanScope, ForumSection, ForumTopicAccess, GeneralForumCategory, type ForumAccessInfo, type ForumTopic } from '../model/index.ts';
import { commentGate, forumWriteGate, ForumWriteGate } from './forumWriteGate.ts';

const access = (over: Partial<ForumAccessInfo> = {}): ForumAccessInfo => ({
  canWriteGeneral: false,
  clanId: null,
  canWriteClan: false,
  level: 10,
  requiredLevel: 10,
  ban: null,
  moderator: false,
  ...over,
});

const topic = (over: Partial<ForumTopic>): ForumTopic => ({
  id: 1,
  section: ForumSection.GENERAL,
  clanId: null,
  category: GeneralForumCategory.TALK,
  tag: null,
  access: ForumTopicAccess.OPEN,
  name: 'n',
  author: { id: 1, name: 'a' },
  createdAt: 0,
  editedAt: null,
  lastActivityAt: 0,
  comments: 0,
  pinned: false,
  closed: false,
  hasPoll: false,
  text: '',
  poll: null,
  canComment: false,
  canEdit: false,
  canModerate: false,
  ...over,
});

const ban = { id: 1, scope: BanScope.FORUM, reason: BanReason.FLOOD, until: 5, createdAt: 1 };

describe('forumWriteGate', () => {
  it('lets the caller write when the server says they may', () => {
    expect(forumWriteGate(access({ canWriteGeneral: true }), ForumSection.GENERAL)).toBe(ForumWriteGate.OPEN);
  });

  it('names the ban before the level, since the ban is what the player must wait out', () => {
    expect(forumWriteGate(access({ level: 3, ban }), ForumSection.GENERAL)).toBe(ForumWriteGate.BANNED);
  });

  it('names the level below level 10', () => {
    expect(forumWriteGate(access({ level: 9 }), ForumSection.GENERAL)).toBe(ForumWriteGate.LEVEL);
  });

  it('names the member role for a clan newbie who may write in general', () => {
    expect(forumWriteGate(access({ canWriteGeneral: true, clanId: 4 }), ForumSection.CLAN)).toBe(ForumWriteGate.CLAN_ROLE);
  });

  it('tells a player that only moderators open topics in news and rules, and lets a moderator', () => {
    const writer = access({ canWriteGeneral: true });
    expect(forumWriteGate(writer, ForumSection.GENERAL, GeneralForumCategory.NEWS)).toBe(ForumWriteGate.MODERATORS);
    expect(forumWriteGate(writer, ForumSection.GENERAL, GeneralForumCategory.RULES)).toBe(ForumWriteGate.MODERATORS);
    expect(forumWriteGate(writer, ForumSection.GENERAL, GeneralForumCategory.HELP)).toBe(ForumWriteGate.OPEN);
    expect(forumWriteGate(access({ canWriteGeneral: true, moderator: true }), ForumSection.GENERAL, GeneralForumCategory.NEWS)).toBe(ForumWriteGate.OPEN);
    // A level the player lacks is still the first thing to tell them.
    expect(forumWriteGate(access({ level: 9 }), ForumSection.GENERAL, GeneralForumCategory.NEWS)).toBe(ForumWriteGate.LEVEL);
  });
});

describe('commentGate', () => {
  it('follows the server: a guest topic lets a low level comment', () => {
    expect(commentGate(topic({ canComment: true, access: ForumTopicAccess.GUEST }), access({ level: 2 }))).toBe(ForumWriteGate.OPEN);
  });

  it('names a closed topic before the caller\'s own gates', () => {
    expect(commentGate(topic({ closed: true }), access({ level: 2 }))).toBe(ForumWriteGate.CLOSED);
  });

  it('falls back to a plain refusal when the server says no but the caller may write in the section', () => {
    expect(commentGate(topic({}), access({ canWriteGeneral: true }))).toBe(ForumWriteGate.DENIED);
  });
});
