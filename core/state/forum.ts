import { atom } from 'jotai/vanilla';
import { createForumApi, type ForumApi } from '../api/forumApi.ts';
import {
  FORUM_PAGE_SIZE,
  ForumSection,
  ForumSort,
  type ForumAccessInfo,
  type ForumCategory,
  type ForumCommentPage,
  type ForumModeration,
  type ForumTopic,
  type ForumTopicFilter,
  type ForumTopicPage,
  type NewForumTopic,
} from '../model/index.ts';
import { toastError, type StoreAccess } from './character.ts';
import { forumCommentNewsAtom, forumOpenTopicIdAtom } from './forumNews.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The forum client of this store: made from the app's request layer on first use (tests set a fake first). */
export const forumApiAtom = atom<ForumApi | null>(null);

const requireForum = (store: StoreAccess): ForumApi => lazyClient(store, forumApiAtom, createForumApi, 'forum');

/** Which forum screen is shown: the topic list, one topic, or the new-topic form. */
export type ForumScreen = { kind: 'list' } | { kind: 'topic'; id: number } | { kind: 'new' };
export const forumScreenAtom = atom<ForumScreen>({ kind: 'list' });

/** What the caller may write and why not (GET /api/forum/access), shown before they try. */
export const forumAccessAtom = atom<Remote<ForumAccessInfo>>(idle);

export const defaultForumFilter: ForumTopicFilter = { section: ForumSection.GENERAL, sort: ForumSort.NEWEST, page: 0 };

/** The list's filter; the list shows the answer to exactly this filter. */
export const forumFilterAtom = atom<ForumTopicFilter>(defaultForumFilter);
export const forumTopicsAtom = atom<Remote<ForumTopicPage>>(idle);

/** The open topic and the shown page of its comments. */
export const forumTopicAtom = atom<Remote<ForumTopic>>(idle);
export const forumCommentsAtom = atom<Remote<ForumCommentPage>>(idle);

/** A forum write is under way: the page disables its buttons. */
export const forumBusyAtom = atom(false);

// Typing in the search box sends a call per pause: an older answer arriving after a newer one must not win.
const listSeq = atom(0);
const topicSeq = atom(0);

/** Loads what the caller may write; a failure leaves reading open (the page then hides the write buttons). */
export async function loadForumAccess(store: StoreAccess): Promise<void> {
  const api = requireForum(store);
  if (store.get(forumAccessAtom).status !== 'ready') store.set(forumAccessAtom, loading);
  try {
    store.set(forumAccessAtom, ready(await api.access()));
  } catch (error: unknown) {
    store.set(forumAccessAtom, failed(error));
  }
}

/** Loads the list for the current filter; an answer to an older filter is dropped. */
export async function loadTopics(store: StoreAccess): Promise<void> {
  const api = requireForum(store);
  const seq = store.get(listSeq) + 1;
  store.set(listSeq, seq);
  const filter = store.get(forumFilterAtom);
  store.set(forumTopicsAtom, loading);
  try {
    const page = await api.topics(filter);
    if (store.get(listSeq) === seq) store.set(forumTopicsAtom, ready(page));
  } catch (error: unknown) {
    if (store.get(listSeq) === seq) store.set(forumTopicsAtom, failed(error));
  }
}

/**
 * Changes the filter and reloads the list. Any change but the page itself starts again at the first page, and a
 * section change drops the category (the two sections have different ones).
 */
export function setForumFilter(store: StoreAccess, change: Partial<ForumTopicFilter>): Promise<void> {
  const held = store.get(forumFilterAtom);
  const next: ForumTopicFilter = { ...held, ...change, page: change.page ?? 0 };
  if (change.section !== undefined && change.section !== held.section && change.category === undefined) delete next.category;
  for (const key of ['category', 'tag', 'query'] as const) if (next[key] === undefined || next[key] === '') delete next[key];
  if (next.withDeleted !== true) delete next.withDeleted;
  store.set(forumFilterAtom, next);
  return loadTopics(store);
}

/** Shows the list (reloaded: counts and activity may have moved while a topic was open). */
export function showForumList(store: StoreAccess): Promise<void> {
  store.set(forumScreenAtom, { kind: 'list' });
  closeLiveTopic(store);
  store.set(forumTopicAtom, idle);
  store.set(forumCommentsAtom, idle);
  return loadTopics(store);
}

/** Shows the new-topic form. */
export function showNewTopic(store: StoreAccess): void {
  store.set(forumScreenAtom, { kind: 'new' });
  closeLiveTopic(store);
}

/** No topic shown: pushes about new comments are dropped until one opens. */
function closeLiveTopic(store: StoreAccess): void {
  store.set(forumOpenTopicIdAtom, null);
  store.set(forumCommentNewsAtom, null);
}

/** Opens a topic: its text and poll, and the first page of its comments. */
/**
 * Asks the open topic again, keeping its comments where they were: what the caller may do in it (a ban, a level,
 * a closure since) is the server's answer of now, not of when the topic was first opened.
 */
export async function refreshTopic(store: StoreAccess): Promise<void> {
  const screen = store.get(forumScreenAtom);
  if (screen.kind !== 'topic') return;
  const api = requireForum(store);
  const seq = store.get(topicSeq);
  try {
    const topic = await api.topic(screen.id);
    if (store.get(topicSeq) === seq) store.set(forumTopicAtom, ready(topic));
  } catch (error: unknown) {
    if (store.get(topicSeq) === seq) store.set(forumTopicAtom, failed(error));
  }
}

export async function openTopic(store: StoreAccess, id: number): Promise<void> {
  const api = requireForum(store);
  const seq = store.get(topicSeq) + 1;
  store.set(topicSeq, seq);
  store.set(forumScreenAtom, { kind: 'topic', id });
  store.set(forumOpenTopicIdAtom, id);
  store.set(forumCommentNewsAtom, null);
  store.set(forumTopicAtom, loading);
  store.set(forumCommentsAtom, loading);
  const [topic, comments] = await Promise.allSettled([api.topic(id), api.comments(id, 0)]);
  if (store.get(topicSeq) !== seq) return;
  store.set(forumTopicAtom, topic.status === 'fulfilled' ? ready(topic.value) : failed(topic.reason));
  store.set(forumCommentsAtom, comments.status === 'fulfilled' ? ready(comments.value) : failed(comments.reason));
}

/** Loads a page of the open topic's comments; the shown page stays until the answer comes. */
export async function loadComments(store: StoreAccess, page: number): Promise<void> {
  const screen = store.get(forumScreenAtom);
  if (screen.kind !== 'topic') return;
  const api = requireForum(store);
  const seq = store.get(topicSeq);
  try {
    const answer = await api.comments(screen.id, page);
    if (store.get(topicSeq) === seq) store.set(forumCommentsAtom, ready(answer));
  } catch (error: unknown) {
    if (store.get(topicSeq) === seq) store.set(forumCommentsAtom, failed(error));
  }
}

/** The last page of `total` comments (0 when there are none). */
export const lastCommentPage = (total: number): number => Math.max(0, Math.ceil(total / FORUM_PAGE_SIZE) - 1);

/**
 * Runs one forum write at a time. A refusal is thrown back to the form that asked (it shows it beside the
 * fields and keeps what was typed); answers the call's result.
 */
async function forumWrite<T>(store: StoreAccess, call: (api: ForumApi) => Promise<T>): Promise<T> {
  const api = requireForum(store);
  if (store.get(forumBusyAtom)) throw new Error('State: a forum write is already under way');
  store.set(forumBusyAtom, true);
  try {
    return await call(api);
  } finally {
    store.set(forumBusyAtom, false);
  }
}

/** Opens a topic and shows it. */
export async function createTopic(store: StoreAccess, topic: NewForumTopic): Promise<void> {
  const made = await forumWrite(store, (api) => api.createTopic(topic));
  store.set(forumScreenAtom, { kind: 'topic', id: made.id });
  store.set(forumOpenTopicIdAtom, made.id);
  store.set(forumTopicAtom, ready(made));
  store.set(forumCommentsAtom, ready({ comments: [], page: 0, total: 0 }));
}

/**
 * Shows the comments a live push announced (FORUM_COMMENT): the last page, where they are, and the topic's count.
 */
export async function showNewComments(store: StoreAccess): Promise<void> {
  const news = store.get(forumCommentNewsAtom);
  const topic = store.get(forumTopicAtom);
  if (news === null || topic.status !== 'ready' || topic.value.id !== news.topicId) return;
  store.set(forumTopicAtom, ready({ ...topic.value, comments: Math.max(topic.value.comments, news.comments) }));
  await loadComments(store, lastCommentPage(news.comments));
}

/** The author's edit of their topic; the answer carries the edit time. */
export async function editTopic(store: StoreAccess, id: number, name: string, text: string): Promise<void> {
  store.set(forumTopicAtom, ready(await forumWrite(store, (api) => api.editTopic(id, name, text))));
}

/** Adds a comment to the open topic and shows the last page, where it now is. */
export async function addComment(store: StoreAccess, topicId: number, text: string): Promise<void> {
  await forumWrite(store, (api) => api.addComment(topicId, text));
  const held = store.get(forumCommentsAtom);
  const total = (held.status === 'ready' ? held.value.total : 0) + 1;
  const topic = store.get(forumTopicAtom);
  if (topic.status === 'ready') store.set(forumTopicAtom, ready({ ...topic.value, comments: total }));
  await loadComments(store, lastCommentPage(total));
}

/** The author's edit of their comment, replaced in the shown page. */
export async function editComment(store: StoreAccess, commentId: number, text: string): Promise<void> {
  const edited = await forumWrite(store, (api) => api.editComment(commentId, text));
  const held = store.get(forumCommentsAtom);
  if (held.status !== 'ready') return;
  const comments = held.value.comments.map((c) => (c.id === edited.id ? edited : c));
  store.set(forumCommentsAtom, ready({ ...held.value, comments }));
}

/** Votes in the open topic's poll; a refusal (already voted, closed) comes as a toast. */
export async function votePoll(store: StoreAccess, topicId: number, optionId: number): Promise<boolean> {
  try {
    store.set(forumTopicAtom, ready(await forumWrite(store, (api) => api.vote(topicId, optionId))));
    return true;
  } catch (error: unknown) {
    toastError(store, error);
    return false;
  }
}

/** A moderator's action on the open topic; after a delete the list is shown again. Refusals come as a toast. */
export async function moderateTopic(
  store: StoreAccess,
  id: number,
  action: ForumModeration,
  category?: ForumCategory,
): Promise<boolean> {
  try {
    const answer = await forumWrite(store, (api) => api.moderateTopic(id, action, category));
    if ('deleted' in answer) await showForumList(store);
    else store.set(forumTopicAtom, ready(answer));
    return true;
  } catch (error: unknown) {
    toastError(store, error);
    return false;
  }
}

/**
 * A moderator brings a deleted topic back (from the list with deleted topics shown): the list is asked again, where
 * it now shows unmarked. Refusals (restored meanwhile by another moderator) come as a toast.
 */
export async function restoreTopic(store: StoreAccess, id: number): Promise<boolean> {
  try {
    await forumWrite(store, (api) => api.restoreTopic(id));
  } catch (error: unknown) {
    toastError(store, error);
    return false;
  }
  await loadTopics(store);
  return true;
}

/** A moderator deletes a comment; the shown page is reloaded. Refusals come as a toast. */
export async function deleteComment(store: StoreAccess, commentId: number): Promise<boolean> {
  try {
    await forumWrite(store, (api) => api.deleteComment(commentId));
  } catch (error: unknown) {
    toastError(store, error);
    return false;
  }
  const held = store.get(forumCommentsAtom);
  const topic = store.get(forumTopicAtom);
  if (topic.status === 'ready') store.set(forumTopicAtom, ready({ ...topic.value, comments: Math.max(0, topic.value.comments - 1) }));
  await loadComments(store, held.status === 'ready' ? Math.min(held.value.page, lastCommentPage(held.value.total - 1)) : 0);
  return true;
}
