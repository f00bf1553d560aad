import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '../model/index.ts';
import { forumCommentNewsAtom, forumOpenTopicIdAtom } from './forumNews.ts';
import { dispatchLiveNotification } from './live.ts';

const push = (topicId: number, comments: number) =>
  ({ notificationType: NotificationType.FORUM_COMMENT, topicId, comments, authorId: 9 }) as const;

describe('live forum comments', () => {
  it('keeps a push about the open topic and drops those about others or with no topic open', () => {
    const store = createStore();
    dispatchLiveNotification(store, push(7, 3));
    expect(store.get(forumCommentNewsAtom)).toBeNull();
    store.set(forumOpenTopicIdAtom, 7);
    dispatchLiveNotification(store, push(8, 5));
    expect(store.get(forumCommentNewsAtom)).toBeNull();
    dispatchLiveNotification(store, push(7, 4));
    expect(store.get(forumCommentNewsAtom)).toEqual({ topicId: 7, comments: 4, authorId: 9 });
  });

  it('keeps the newest count when pushes arrive out of order', () => {
    const store = createStore();
    store.set(forumOpenTopicIdAtom, 7);
    dispatchLiveNotification(store, push(7, 6));
    dispatchLiveNotification(store, push(7, 5));
    expect(store.get(forumCommentNewsAtom)?.comments).toBe(6);
  });
});
