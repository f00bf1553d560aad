import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ForumApi } from '../api/forumApi.ts';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import {
  ErrorCode,
  FORUM_PAGE_SIZE,
  ForumModeration,
  ForumSection,
  ForumSort,
  ForumTopicAccess,
  GeneralForumCategory,
  ClanForumCategory,
  type ForumComment,
  type ForumCommentPage,
  type ForumTopic,
  type ForumTopicFilter,
  type ForumTopicPage,
} from '../model/index.ts';
import { toastAtom } from './atoms.ts';
import { forumCommentNewsAtom, forumOpenTopicIdAtom } from './forumNews.ts';
import { dispatchLiveNotification } from './live.ts';
import { wordingAtom } from './character.ts';
import {
  addComment,
  createTopic,
  deleteComment,
  forumApiAtom,
  forumCommentsAtom,
  forumFilterAtom,
  forumScreenAtom,
  forumTopicAtom,
  forumTopicsAtom,
  lastCommentPage,
  loadComments,
  loadTopics,
  moderateTopic,
  openTopic,
  refreshTopic,
  restoreTopic,
  setForumFilter,
  showForumList,
  showNewComments,
  votePoll,
} from './forum.ts';

const topic = (over: Partial<ForumTopic> = {}): ForumTopic => ({
  id: 7,
  section: ForumSection.GENERAL,
  clanId: null,
  category: GeneralForumCategory.TALK,
  tag: null,
  access: ForumTopicAccess.OPEN,
  name: 'Heroes',
  author: { id: 1, name: 'Ann' },
  createdAt: 1000,
  editedAt: null,
  lastActivityAt: 1000,
  comments: 0,
  pinned: false,
  closed: false,
  hasPoll: false,
  text: 'text',
  poll: null,
  canComment: true,
  canEdit: true,
  canModerate: false,
  ...over,
});

const comment = (id: number): ForumComment => ({ id, topicId: 7, author: { id: 2, name: 'Bob' }, text: `c${id}`, createdAt: id, editedAt: null });

const unused = (): Promise<never> => Promise.reject(new Error('not used in this test'));

/** A store with a forum client whose calls are `calls` (the rest refuse), and the wording for toasts. */
function storeWith(calls: Partial<ForumApi>) {
  const store = createStore();
  const api: ForumApi = {
    access: unused,
    topics: unused,
    topic: unused,
    comments: unused,
    createTopic: unused,
    editTopic: unused,
    addComment: unused,
    editComment: unused,
    vote: unused,
    moderateTopic: unused,
    deleteComment: unused,
    restoreTopic: unused,
    ...calls,
  };
  store.set(forumApiAtom, api);
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return store;
}

const refusal = (code: ErrorCode) => new ApiError({ code, status: 409, path: '/api/forum/poll/vote' });

describe('the forum list', () => {
  it('asks with the filter and starts again at the first page when anything but the page changes', async () => {
    const asked: ForumTopicFilter[] = [];
    const store = storeWith({
      topics: (filter) => (asked.push(filter), Promise.resolve({ topics: [], page: filter.page ?? 0, total: 0 })),
    });
    await setForumFilter(store, { page: 2 });
    await setForumFilter(store, { query: 'героя', sort: ForumSort.MOST_COMMENTED });
    expect(asked).toEqual([
      { section: ForumSection.GENERAL, sort: ForumSort.NEWEST, page: 2 },
      { section: ForumSection.GENERAL, sort: ForumSort.MOST_COMMENTED, page: 0, query: 'героя' },
    ]);
  });

  it('drops the category when the section changes, since the clan section has other categories', async () => {
    const store = storeWith({ topics: (filter) => Promise.resolve({ topics: [], page: filter.page ?? 0, total: 0 }) });
    await setForumFilter(store, { category: GeneralForumCategory.HELP, tag: 'pvp' });
    await setForumFilter(store, { section: ForumSection.CLAN });
    expect(store.get(forumFilterAtom)).toEqual({ section: ForumSection.CLAN, sort: ForumSort.NEWEST, page: 0, tag: 'pvp' });
    await setForumFilter(store, { category: ClanForumCategory.CLAN_TALK, tag: '' });
    expect(store.get(forumFilterAtom)).toEqual({ section: ForumSection.CLAN, sort: ForumSort.NEWEST, page: 0, category: ClanForumCategory.CLAN_TALK });
  });

  it('keeps the answer to the newest search when an older one arrives after it', async () => {
    const pending = new Map<string, (page: ForumTopicPage) => void>();
    const store = storeWith({ topics: (filter) => new Promise((resolve) => pending.set(filter.query ?? '', resolve)) });
    const first = setForumFilter(store, { query: 'гер' });
    const second = setForumFilter(store, { query: 'героя' });
    pending.get('героя')?.({ topics: [topic({ name: 'new' })], page: 0, total: 1 });
    await second;
    pending.get('гер')?.({ topics: [], page: 0, total: 0 });
    await first;
    const shown = store.get(forumTopicsAtom);
    expect(shown.status === 'ready' && shown.value.topics.map((t) => t.name)).toEqual(['new']);
  });

  it('shows a failed list as failed, to be retried', async () => {
    const store = storeWith({ topics: () => Promise.reject(refusal(ErrorCode.NOT_FOUND)) });
    await loadTopics(store);
    expect(store.get(forumTopicsAtom).status).toBe('failed');
  });
});

describe('a topic', () => {
  it('opens with its text and first comment page; a topic that failed shows failed while its comments still show', async () => {
    const store = storeWith({
      topic: () => Promise.reject(refusal(ErrorCode.NOT_FOUND)),
      comments: (_id, page) => Promise.resolve({ comments: [comment(1)], page, total: 1 }),
    });
    await openTopic(store, 7);
    expect(store.get(forumScreenAtom)).toEqual({ kind: 'topic', id: 7 });
    expect(store.get(forumTopicAtom).status).toBe('failed');
    expect(store.get(forumCommentsAtom)).toEqual({ status: 'ready', value: { comments: [comment(1)], page: 0, total: 1 } });
  });

  it('asked again, a topic tells what the caller may do now and keeps its comments page', async () => {
    let canComment = true;
    const store = storeWith({
      topic: () => Promise.resolve(topic({ id: 7, canComment })),
      comments: (_id, page) => Promise.resolve({ comments: [comment(page + 1)], page, total: 40 }),
    });
    await openTopic(store, 7);
    await loadComments(store, 1);
    canComment = false;
    await refreshTopic(store);
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.canComment).toBe(false);
    expect(store.get(forumCommentsAtom)).toMatchObject({ status: 'ready', value: { page: 1 } });
  });

  it('a created topic is shown at once, with no comments', async () => {
    const store = storeWith({ createTopic: (t) => Promise.resolve(topic({ id: 9, name: t.name })) });
    await createTopic(store, { section: ForumSection.GENERAL, category: GeneralForumCategory.TALK, name: 'Hi', text: 'x', access: ForumTopicAccess.OPEN });
    expect(store.get(forumScreenAtom)).toEqual({ kind: 'topic', id: 9 });
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.name).toBe('Hi');
  });

  it('a refused new topic is thrown back to the form, which keeps what was typed', async () => {
    const store = storeWith({ createTopic: () => Promise.reject(refusal(ErrorCode.TEXT_TOO_LONG)) });
    await expect(
      createTopic(store, { section: ForumSection.GENERAL, category: GeneralForumCategory.TALK, name: 'Hi', text: 'x', access: ForumTopicAccess.OPEN }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(store.get(forumScreenAtom)).toEqual({ kind: 'list' });
  });

  it('a new comment moves to the last page, where it now is, and counts in the topic', async () => {
    const total = FORUM_PAGE_SIZE;
    const asked: number[] = [];
    const store = storeWith({
      topic: () => Promise.resolve(topic({ comments: total })),
      comments: (_id, page): Promise<ForumCommentPage> => (asked.push(page), Promise.resolve({ comments: [comment(page + 1)], page, total })),
      addComment: (topicId, text) => Promise.resolve({ ...comment(99), topicId, text }),
    });
    await openTopic(store, 7);
    await addComment(store, 7, 'hello');
    expect(asked).toEqual([0, 1]);
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.comments).toBe(total + 1);
  });

  it('counts the last page of comments', () => {
    expect([0, 1, FORUM_PAGE_SIZE, FORUM_PAGE_SIZE + 1].map(lastCommentPage)).toEqual([0, 0, 0, 1]);
  });

  it('a second vote is refused with a toast and the poll stays as it was', async () => {
    const store = storeWith({
      topic: () => Promise.resolve(topic({ hasPoll: true, poll: { question: 'Q', options: [], myVote: 3, totalVotes: 1 } })),
      comments: (_id, page) => Promise.resolve({ comments: [], page, total: 0 }),
      vote: () => Promise.reject(refusal(ErrorCode.NOT_FOUND)),
    });
    await openTopic(store, 7);
    expect(await votePoll(store, 7, 4)).toBe(false);
    expect(store.get(toastAtom)).not.toBeNull();
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.poll?.myVote).toBe(3);
  });

  it('a deleted topic takes the moderator back to the reloaded list', async () => {
    let listed = 0;
    const store = storeWith({
      topic: () => Promise.resolve(topic({ canModerate: true })),
      comments: (_id, page) => Promise.resolve({ comments: [], page, total: 0 }),
      moderateTopic: () => Promise.resolve({ deleted: true as const }),
      topics: () => ((listed += 1), Promise.resolve({ topics: [], page: 0, total: 0 })),
    });
    await openTopic(store, 7);
    expect(await moderateTopic(store, 7, ForumModeration.DELETE)).toBe(true);
    expect(store.get(forumScreenAtom)).toEqual({ kind: 'list' });
    expect(listed).toBe(1);
  });

  it('a pinned topic shows pinned from the answer', async () => {
    const store = storeWith({
      topic: () => Promise.resolve(topic({ canModerate: true })),
      comments: (_id, page) => Promise.resolve({ comments: [], page, total: 0 }),
      moderateTopic: () => Promise.resolve(topic({ canModerate: true, pinned: true })),
    });
    await openTopic(store, 7);
    await moderateTopic(store, 7, ForumModeration.PIN);
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.pinned).toBe(true);
  });

  it('a deleted comment leaves its page and the topic counts one fewer', async () => {
    let held = [comment(1), comment(2)];
    const store = storeWith({
      topic: () => Promise.resolve(topic({ comments: 2 })),
      comments: (_id, page) => Promise.resolve({ comments: held, page, total: held.length }),
      deleteComment: (id) => ((held = held.filter((c) => c.id !== id)), Promise.resolve({ ok: true as const })),
    });
    await openTopic(store, 7);
    expect(await deleteComment(store, 2)).toBe(true);
    const shown = store.get(forumCommentsAtom);
    expect(shown.status === 'ready' && shown.value.comments.map((c) => c.id)).toEqual([1]);
    const t = store.get(forumTopicAtom);
    expect(t.status === 'ready' && t.value.comments).toBe(1);
  });
});

describe('deleted topics', () => {
  it('a moderator asks for deleted topics too and back, starting again at the first page', async () => {
    const asked: ForumTopicFilter[] = [];
    const store = storeWith({ topics: (filter) => (asked.push(filter), Promise.resolve({ topics: [], page: 0, total: 0 })) });
    await setForumFilter(store, { page: 3 });
    await setForumFilter(store, { withDeleted: true });
    await setForumFilter(store, { withDeleted: false });
    expect(asked.slice(1)).toEqual([
      { section: ForumSection.GENERAL, sort: ForumSort.NEWEST, page: 0, withDeleted: true },
      { section: ForumSection.GENERAL, sort: ForumSort.NEWEST, page: 0 },
    ]);
  });

  it('a restored topic is shown unmarked in the list asked again', async () => {
    let deleted = true;
    const store = storeWith({
      topics: () => Promise.resolve({ topics: [topic(deleted ? { deletedAt: 5 } : {})], page: 0, total: 1 }),
      restoreTopic: (id) => ((deleted = false), Promise.resolve(topic({ id }))),
    });
    await setForumFilter(store, { withDeleted: true });
    expect(await restoreTopic(store, 7)).toBe(true);
    const shown = store.get(forumTopicsAtom);
    expect(shown.status === 'ready' && shown.value.topics[0]?.deletedAt).toBeUndefined();
  });

  it('a restore refused (restored meanwhile) comes as a toast and leaves the list as it was', async () => {
    let listed = 0;
    const store = storeWith({
      topics: () => ((listed += 1), Promise.resolve({ topics: [topic({ deletedAt: 5 })], page: 0, total: 1 })),
      restoreTopic: () => Promise.reject(refusal(ErrorCode.FORUM_NOT_FOUND)),
    });
    await loadTopics(store);
    expect(await restoreTopic(store, 7)).toBe(false);
    expect(listed).toBe(1);
    expect(store.get(toastAtom)).toBeTruthy();
  });
});

describe('new comments announced live', () => {
  it('an open topic takes pushes about itself; shown, they load the last page and the count', async () => {
    const pages: number[] = [];
    const store = storeWith({
      topic: () => Promise.resolve(topic({ comments: FORUM_PAGE_SIZE })),
      comments: (_id, page) => (pages.push(page), Promise.resolve({ comments: [comment(page + 1)], page, total: FORUM_PAGE_SIZE + 1 })),
    });
    await openTopic(store, 7);
    expect(store.get(forumOpenTopicIdAtom)).toBe(7);
    dispatchLiveNotification(store, { notificationType: 'FORUM_COMMENT', topicId: 7, comments: FORUM_PAGE_SIZE + 1, authorId: 2 });
    await showNewComments(store);
    expect(pages).toEqual([0, 1]);
    const shown = store.get(forumTopicAtom);
    expect(shown.status === 'ready' && shown.value.comments).toBe(FORUM_PAGE_SIZE + 1);
  });

  it('back in the list, pushes about the topic left are dropped', async () => {
    const store = storeWith({
      topic: () => Promise.resolve(topic()),
      comments: (_id, page) => Promise.resolve({ comments: [], page, total: 0 }),
      topics: () => Promise.resolve({ topics: [], page: 0, total: 0 }),
    });
    await openTopic(store, 7);
    dispatchLiveNotification(store, { notificationType: 'FORUM_COMMENT', topicId: 7, comments: 1, authorId: 2 });
    expect(store.get(forumCommentNewsAtom)).not.toBeNull();
    await showForumList(store);
    expect(store.get(forumCommentNewsAtom)).toBeNull();
    dispatchLiveNotification(store, { notificationType: 'FORUM_COMMENT', topicId: 7, comments: 2, authorId: 2 });
    expect(store.get(forumCommentNewsAtom)).toBeNull();
  });
});
