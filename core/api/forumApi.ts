import type {
  ForumAccessInfo,
  ForumCategory,
  ForumComment,
  ForumCommentPage,
  ForumModeration,
  ForumTopic,
  ForumTopicFilter,
  ForumTopicPage,
  NewForumTopic,
} from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The forum calls of issue 15 (fixtures/server/API.md "Forum (issue 15)"). Each rejects with an `ApiError` on a
 * non-2xx answer: FORUM_LEVEL (below level 10), FORUM_BANNED (details: reason, until), FORUM_CLAN_ROLE (a clan
 * topic without the member role), FORUM_TOPIC_CLOSED, FORUM_NOT_FOUND (also for a topic the caller may not read),
 * TEXT_TOO_LONG / the field rules (details: field), FORUM_ALREADY_VOTED, FORBIDDEN (a moderator's call by a
 * non-moderator, or an edit of another's text).
 */
export interface ForumApi {
  /** What the caller may do in the forum and why not (GET /api/forum/access). */
  access(): Promise<ForumAccessInfo>;
  /** A page of topics: pinned first, then by `sort` (GET /api/forum/topics). */
  topics(filter: ForumTopicFilter): Promise<ForumTopicPage>;
  /** One topic with its text and poll (GET /api/forum/topic/{id}). */
  topic(id: number): Promise<ForumTopic>;
  /** A page of a topic's comments, oldest first (GET /api/forum/topic/{id}/comments). */
  comments(topicId: number, page: number): Promise<ForumCommentPage>;
  /** Opens a topic, with a poll when given (POST /api/forum/topic/create, JSON body). */
  createTopic(topic: NewForumTopic): Promise<ForumTopic>;
  /** The author changes the name or text; the edit time is kept (POST /api/forum/topic/edit). */
  editTopic(id: number, name: string, text: string): Promise<ForumTopic>;
  /** POST /api/forum/comment/add (the text as the body, like chat). */
  addComment(topicId: number, text: string): Promise<ForumComment>;
  /** The author changes their comment (POST /api/forum/comment/edit). */
  editComment(commentId: number, text: string): Promise<ForumComment>;
  /** One vote per player and poll (POST /api/forum/poll/vote). */
  vote(topicId: number, optionId: number): Promise<ForumTopic>;
  /** A moderator pins, unpins, closes, opens, moves (to `category`) or deletes a topic (POST /api/forum/topic/moderate). */
  moderateTopic(id: number, action: ForumModeration, category?: ForumCategory): Promise<ForumTopic | { deleted: true }>;
  /** A moderator deletes a comment (POST /api/forum/comment/delete). */
  deleteComment(commentId: number): Promise<{ ok: true }>;
  /** A moderator brings a deleted topic back (POST /api/forum/topic/{id}/restore); FORUM_NOT_FOUND when it is not deleted. */
  restoreTopic(id: number): Promise<ForumTopic>;
}

export function createForumApi(layer: Pick<RequestLayer, 'get' | 'postForm' | 'postJson' | 'postText'>): ForumApi {
  const { get, postForm, postJson, postText } = layer;
  return {
    access: () => get<ForumAccessInfo>('/api/forum/access'),
    topics: (filter) => {
      const { section, category, tag, query, sort, page, withDeleted } = filter;
      return get<ForumTopicPage>('/api/forum/topics', {
        section,
        ...(category === undefined ? {} : { category }),
        ...(tag === undefined || tag === '' ? {} : { tag }),
        ...(query === undefined || query.trim() === '' ? {} : { query }),
        ...(sort === undefined ? {} : { sort }),
        ...(page === undefined ? {} : { page }),
        ...(withDeleted === true ? { deleted: true } : {}),
      });
    },
    topic: (id) => get<ForumTopic>(`/api/forum/topic/${id}`),
    comments: (topicId, page) => get<ForumCommentPage>(`/api/forum/topic/${topicId}/comments`, { page }),
    createTopic: (topic) => postJson<ForumTopic>('/api/forum/topic/create', topic),
    editTopic: (id, name, text) => postJson<ForumTopic>('/api/forum/topic/edit', { id, name, text }),
    addComment: (topicId, text) => postText<ForumComment>('/api/forum/comment/add', text, { topicId }),
    editComment: (commentId, text) => postText<ForumComment>('/api/forum/comment/edit', text, { commentId }),
    vote: (topicId, optionId) => postForm<ForumTopic>('/api/forum/poll/vote', { topicId, optionId }),
    moderateTopic: (id, action, category) =>
      postForm<ForumTopic | { deleted: true }>('/api/forum/topic/moderate', {
        id,
        action,
        ...(category === undefined ? {} : { category }),
      }),
    deleteComment: (commentId) => postForm<{ ok: true }>('/api/forum/comment/delete', { commentId }),
    restoreTopic: (id) => postForm<ForumTopic>(`/api/forum/topic/${id}/restore`),
  };
}
