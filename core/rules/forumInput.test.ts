import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../model/index.ts';
import type { NewForumTopic } from '../model/index.ts';
import { checkForumComment, checkForumPoll, checkForumTag, checkNewTopic } from './forumInput.ts';

const topic = (over: Partial<NewForumTopic> = {}): NewForumTopic => ({
  section: 'GENERAL', category: 'TALK', name: 'Name', text: 'Text', access: 'OPEN', ...over,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error: unknown) {
    return error as { code: string; context: Record<string, unknown> };
  }
  throw new Error('not refused');
};

describe('forum input', () => {
  it('keeps names to 40 characters and texts to 20 000, counting code points, naming the field', () => {
    expect(checkNewTopic(topic({ name: '😀'.repeat(40) })).name).toHaveLength(80);
    expect(refusal(() => checkNewTopic(topic({ name: 'a'.repeat(41) })))).toMatchObject({ code: ErrorCode.TEXT_TOO_LONG, context: { field: 'name', max: 40, length: 41 } });
    expect(checkNewTopic(topic({ text: 'a'.repeat(20_000) })).text).toHaveLength(20_000);
    expect(refusal(() => checkNewTopic(topic({ text: 'a'.repeat(20_001) })))).toMatchObject({ code: ErrorCode.TEXT_TOO_LONG, context: { field: 'text' } });
    expect(refusal(() => checkNewTopic(topic({ text: ' \n ' })))).toMatchObject({ code: ErrorCode.TEXT_EMPTY, context: { field: 'text' } });
  });

  it('keeps comments to 1…3000 characters', () => {
    expect(checkForumComment(` ${'a'.repeat(3000)} `)).toHaveLength(3000);
    expect(refusal(() => checkForumComment('a'.repeat(3001)))).toMatchObject({ code: ErrorCode.TEXT_TOO_LONG });
    expect(refusal(() => checkForumComment(''))).toMatchObject({ code: ErrorCode.TEXT_EMPTY });
  });

  it('takes one lower-cased word as a tag and none for blank', () => {
    expect(checkForumTag(' Герои-2 ')).toBe('герои-2');
    expect(checkForumTag('')).toBeNull();
    expect(refusal(() => checkForumTag('two words'))).toMatchObject({ code: ErrorCode.VALIDATION, context: { field: 'tag' } });
  });

  it('files a topic in its own section, guests only in the general one', () => {
    expect(refusal(() => checkNewTopic(topic({ category: 'CLAN_INFO' })))).toMatchObject({ context: { field: 'category' } });
    expect(refusal(() => checkNewTopic(topic({ section: 'CLAN', category: 'CLAN_INFO', access: 'GUEST' })))).toMatchObject({ context: { field: 'access' } });
    expect(checkNewTopic(topic({ section: 'CLAN', category: 'CLAN_INFO', access: 'PRIVATE' })).access).toBe('PRIVATE');
  });

  it('takes polls of 2…10 different options', () => {
    expect(checkForumPoll({ question: ' Q ', options: ['a', 'b'] })).toEqual({ question: 'Q', options: ['a', 'b'] });
    expect(refusal(() => checkForumPoll({ question: 'Q', options: ['a'] }))).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(refusal(() => checkForumPoll({ question: 'Q', options: Array.from({ length: 11 }, (_, i) => `${i}`) }))).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(refusal(() => checkForumPoll({ question: 'Q', options: ['A', 'a'] }))).toMatchObject({ code: ErrorCode.VALIDATION });
  });
});
