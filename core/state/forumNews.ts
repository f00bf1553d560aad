import { atom } from 'jotai/vanilla';
import type { StoreAccess } from './character.ts';

/** A FORUM_COMMENT push: the topic now has `comments` comments, the newest by `authorId`. */
export interface ForumCommentNews {
  topicId: number;
  comments: number;
  authorId: number;
}

/**
 * The topic the forum shows, set by core/state/forum.ts: pushes about other topics are dropped here, so the live
 * dispatcher (in the start-up chunk) needs nothing of the forum's lazy state.
 */
export const forumOpenTopicIdAtom = atom<number | null>(null);

/** The newest push about the open topic, or null: the topic offers to show the comments it does not hold yet. */
export const forumCommentNewsAtom = atom<ForumCommentNews | null>(null);

/** Keeps a push about the open topic; one arriving after a newer one (a lower count) changes nothing. */
export function receiveForumComment(store: StoreAccess, news: ForumCommentNews): void {
  if (store.get(forumOpenTopicIdAtom) !== news.topicId) return;
  const held = store.get(forumCommentNewsAtom);
  if (held !== null && held.topicId === news.topicId && held.comments >= news.comments) return;
  store.set(forumCommentNewsAtom, { topicId: news.topicId, comments: news.comments, authorId: news.authorId });
}
