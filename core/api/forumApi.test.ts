import { expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { ErrorCode, FORUM_LEVEL } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createForumApi } from './forumApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const forumOf = async (columns: { level: number; access_level: string }) => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = $2, access_level = $3 WHERE id = $1', [info.player.id, columns.level, columns.access_level]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return { id: info.player.id, api: createForumApi(layer) };
};

it('opens a topic with a poll, comments, votes, edits, searches and moderates through the client over HTTP', async () => {
  const { api } = await forumOf({ level: FORUM_LEVEL, access_level: 'PLAYER' });
  expect(await api.access()).toMatchObject({ canWriteGeneral: true, requiredLevel: FORUM_LEVEL, moderator: false });
  const topic = await api.createTopic({
    section: 'GENERAL', category: 'HELP', name: 'Как прокачать героя', text: 'Line one\nline <two>', tag: 'guide', access: 'OPEN',
    poll: { question: 'Useful?', options: ['Yes', 'No'] },
  });
  expect(topic).toMatchObject({ text: 'Line one\nline <two>', hasPoll: true, canEdit: true });

  const comment = await api.addComment(topic.id, 'Спасибо & "thanks"');
  expect(comment.text).toBe('Спасибо & "thanks"');
  expect((await api.editComment(comment.id, 'Edited')).editedAt).not.toBeNull();
  expect((await api.comments(topic.id, 0)).comments.map((c) => c.text)).toEqual(['Edited']);
  expect((await api.vote(topic.id, topic.poll!.options[0]!.id)).poll?.myVote).toBe(topic.poll!.options[0]!.id);
  await expect(api.vote(topic.id, topic.poll!.options[1]!.id)).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORUM_ALREADY_VOTED);
  expect((await api.editTopic(topic.id, 'Как прокачать героев', 'New text')).editedAt).not.toBeNull();

  const found = await api.topics({ section: 'GENERAL', query: 'герои', tag: 'GUIDE', sort: 'NEWEST', page: 0 });
  expect(found.topics.map((t) => t.id)).toEqual([topic.id]);
  await expect(api.moderateTopic(topic.id, 'PIN')).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORBIDDEN);

  const { api: moderator } = await forumOf({ level: 1, access_level: 'MODERATOR' });
  expect(await moderator.moderateTopic(topic.id, 'MOVE', 'QUESTIONS')).toMatchObject({ category: 'QUESTIONS' });
  expect(await moderator.deleteComment(comment.id)).toEqual({ ok: true });
  expect(await moderator.moderateTopic(topic.id, 'DELETE')).toEqual({ deleted: true });
  await expect(api.topic(topic.id)).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORUM_NOT_FOUND);
});

it('refuses a player below level 10 with the level the forum needs', async () => {
  const { api } = await forumOf({ level: FORUM_LEVEL - 1, access_level: 'PLAYER' });
  await expect(api.createTopic({ section: 'GENERAL', category: 'TALK', name: 'Hi', text: 'Hello', access: 'OPEN' })).rejects.toSatisfy(
    (e: unknown) => isApiError(e) && e.code === ErrorCode.FORUM_LEVEL && e.params?.level === FORUM_LEVEL,
  );
});

it('lets a moderator list a deleted topic and restore it over HTTP, and refuses a player both', async () => {
  const { api } = await forumOf({ level: FORUM_LEVEL, access_level: 'PLAYER' });
  const { api: moderator } = await forumOf({ level: 1, access_level: 'MODERATOR' });
  const topic = await api.createTopic({ section: 'GENERAL', category: 'TALK', name: 'Back soon', text: 'Hello', access: 'OPEN' });
  await moderator.moderateTopic(topic.id, 'DELETE');
  const listed = await moderator.topics({ section: 'GENERAL', sort: 'NEWEST', withDeleted: true });
  expect(listed.topics.find((t) => t.id === topic.id)?.deletedAt).toEqual(expect.any(Number));
  await expect(api.topics({ section: 'GENERAL', withDeleted: true })).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORBIDDEN);
  await expect(api.restoreTopic(topic.id)).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORBIDDEN);
  expect(await moderator.restoreTopic(topic.id)).toMatchObject({ id: topic.id, name: 'Back soon' });
  expect((await api.topic(topic.id)).name).toBe('Back soon');
  // Another moderator's restore of the same topic (this client's own repeat would be held back by the anti-repeat window).
  const { api: second } = await forumOf({ level: 1, access_level: 'MODERATOR' });
  await expect(second.restoreTopic(topic.id)).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.FORUM_NOT_FOUND);
});
