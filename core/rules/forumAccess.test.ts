import { describe, expect, it } from 'vitest';
import { BanReason, BanScope, ClanForumCategory, ClanRole, ErrorCode, ForumSection, ForumTopicAccess, GeneralForumCategory } from '../model/index.ts';
import {
  forumRights,
  forumWriteRefusal,
  mayOpenTopicIn,
  mayReadTopic,
  requireForumModerator,
  topicCategoryRefusal,
  type ForumCaller,
  type ForumPlace,
} from './forumAccess.ts';

const caller = (over: Partial<ForumCaller> = {}): ForumCaller => ({
  id: 1, accessLevel: 'PLAYER', level: 10, clanId: null, clanRole: null, ban: null, ...over,
});
const general = (over: Partial<ForumPlace> = {}): ForumPlace => ({
  section: ForumSection.GENERAL, clanId: null, access: ForumTopicAccess.OPEN, authorId: 2, closed: false, ...over,
});
const clanTopic = (over: Partial<ForumPlace> = {}): ForumPlace => general({ section: ForumSection.CLAN, clanId: 7, ...over });
const ban = { id: 3, scope: BanScope.FORUM, reason: BanReason.FLOOD, until: 5000, createdAt: 1000 };

describe('forum access', () => {
  it('lets level 10 write in the general section and refuses level 9 with the level', () => {
    expect(forumWriteRefusal(caller(), ForumSection.GENERAL)).toBeNull();
    expect(forumWriteRefusal(caller({ level: 9 }), ForumSection.GENERAL)).toMatchObject({ code: ErrorCode.FORUM_LEVEL, context: { level: 10 } });
  });

  it('refuses a banned player with the reason and end, even in a guest topic', () => {
    expect(forumRights(caller({ ban }), general({ access: ForumTopicAccess.GUEST })).commentRefusal).toMatchObject({
      code: ErrorCode.FORUM_BANNED,
      context: { reason: 'FLOOD', until: 5000 },
    });
  });

  it('lets anyone below level 10 comment a guest topic', () => {
    expect(forumRights(caller({ accessLevel: 'TRIAL', level: 2 }), general({ access: ForumTopicAccess.GUEST })).commentRefusal).toBeNull();
  });

  it('shows a clan topic only to its clan and lets the member role write but not a newbie', () => {
    expect(mayReadTopic(caller({ clanId: 8, clanRole: ClanRole.LEADER }), clanTopic())).toBe(false);
    const newbie = forumRights(caller({ clanId: 7, clanRole: ClanRole.NEWBIE }), clanTopic());
    expect([newbie.canRead, newbie.commentRefusal?.code]).toEqual([true, ErrorCode.FORUM_CLAN_ROLE]);
    expect(forumRights(caller({ clanId: 7, clanRole: ClanRole.PARTICIPANT }), clanTopic()).commentRefusal).toBeNull();
  });

  it('shows a private topic to its author and moderators only', () => {
    const place = general({ access: ForumTopicAccess.PRIVATE, authorId: 1 });
    expect(mayReadTopic(caller(), place)).toBe(true);
    expect(mayReadTopic(caller({ id: 9 }), place)).toBe(false);
    expect(mayReadTopic(caller({ id: 9, accessLevel: 'MODERATOR' }), place)).toBe(true);
  });

  it('closes a topic to comments and its author’s edits, not to moderators', () => {
    const author = forumRights(caller({ id: 2 }), general({ closed: true }));
    expect([author.commentRefusal?.code, author.canEdit]).toEqual([ErrorCode.FORUM_TOPIC_CLOSED, false]);
    expect(forumRights(caller({ accessLevel: 'MODERATOR', level: 1 }), clanTopic({ closed: true }))).toMatchObject({
      canRead: true, commentRefusal: null, canEdit: true, canModerate: true,
    });
  });

  it('lets only moderators moderate', () => {
    expect(() => requireForumModerator({ accessLevel: 'PLAYER' })).toThrow(expect.objectContaining({ code: ErrorCode.FORBIDDEN }));
    expect(() => requireForumModerator({ accessLevel: 'ADMIN' })).not.toThrow();
  });

  it('keeps news and rules for moderators to open topics in, every other category for anyone who writes', () => {
    const closed = [GeneralForumCategory.NEWS, GeneralForumCategory.RULES];
    for (const category of [...Object.values(GeneralForumCategory), ...Object.values(ClanForumCategory)]) {
      const open = !closed.includes(category as (typeof closed)[number]);
      expect(mayOpenTopicIn(false, category), category).toBe(open);
      expect(mayOpenTopicIn(true, category), category).toBe(true);
      expect(topicCategoryRefusal({ accessLevel: 'MODERATOR' }, category)).toBeNull();
    }
    expect(topicCategoryRefusal({ accessLevel: 'PLAYER' }, GeneralForumCategory.NEWS)).toMatchObject({
      code: ErrorCode.FORUM_CATEGORY_CLOSED,
      context: { category: 'NEWS' },
    });
    expect(topicCategoryRefusal({ accessLevel: 'PLAYER' }, GeneralForumCategory.TALK)).toBeNull();
  });
});
