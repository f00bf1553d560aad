import { describe, expect, it } from 'vitest';
import { parseLiveNotification } from './parseLiveNotification.ts';

const chat = { id: 4, room: 'MAIN', clanId: null, authorId: 2, authorName: 'Ann', authorLevel: 11, authorImage: 'human_male', text: '<b>x</b>', time: 5 };
const mail = { id: 9, partner: 3, authorId: 3, authorImage: 'elf_female', text: 'hi', time: 6, support: false };
const fight = { id: 7, attacked: false, opponentId: 3, opponentName: 'Raider', won: false, cups: -15, at: 8 };

describe('parseLiveNotification', () => {
  it('reads every notification type', () => {
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: chat }))).toEqual({
      notificationType: 'CHAT_MESSAGE',
      message: chat,
    });
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'MAIL_MESSAGE', message: mail }))).toEqual({
      notificationType: 'MAIL_MESSAGE',
      message: mail,
    });
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'CHAT_MESSAGE_DELETE', room: 'CLAN', id: 4 }))).toEqual({
      notificationType: 'CHAT_MESSAGE_DELETE',
      room: 'CLAN',
      id: 4,
    });
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'CLAN_LEFT', clanId: 12 }))).toEqual({ notificationType: 'CLAN_LEFT', clanId: 12 });
  });

  it('reads a chat message whose author has no hero to portray', () => {
    const message = { ...chat, authorImage: null };
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'CHAT_MESSAGE', message }))).toEqual({ notificationType: 'CHAT_MESSAGE', message });
  });

  it('reads a letter whose author has no hero to portray', () => {
    const message = { ...mail, authorImage: null };
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'MAIL_MESSAGE', message }))).toEqual({ notificationType: 'MAIL_MESSAGE', message });
  });

  it("reads the server's call to the clan boss in the clan chat", () => {
    const call = { ...chat, room: 'CLAN', clanId: 3, text: '', system: { kind: 'CLAN_BOSS_OPENED', battleId: 8, gatherUntil: 60_000 } };
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: call }))).toEqual({ notificationType: 'CHAT_MESSAGE', message: call });
  });

  it('reads an arena attack on the squad (issue 14)', () => {
    expect(parseLiveNotification(JSON.stringify({ notificationType: 'ARENA_ATTACKED', fight }))).toEqual({
      notificationType: 'ARENA_ATTACKED',
      fight,
    });
  });

  it('reads a new comment of a forum topic, its count and author', () => {
    const body = { notificationType: 'FORUM_COMMENT', topicId: 5, comments: 21, authorId: 3 };
    expect(parseLiveNotification(JSON.stringify(body))).toEqual(body);
  });

  it.each([
    ['a forum comment without its count', JSON.stringify({ notificationType: 'FORUM_COMMENT', topicId: 5, authorId: 3 })],
    ['an arena fight without cups', JSON.stringify({ notificationType: 'ARENA_ATTACKED', fight: { ...fight, cups: undefined } })],
    ['an arena fight with a text won', JSON.stringify({ notificationType: 'ARENA_ATTACKED', fight: { ...fight, won: 'no' } })],
    ['not JSON', '{'],
    ['not an object', '[1]'],
    ['an unknown type', JSON.stringify({ notificationType: 'GIFT', message: chat })],
    ['a chat message without text', JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: { ...chat, text: 5 } })],
    ['a chat line of an unknown system kind', JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: { ...chat, system: { kind: 'X', battleId: 1, gatherUntil: 2 } } })],
    ['a clan boss call without its battle', JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: { ...chat, system: { kind: 'CLAN_BOSS_OPENED', gatherUntil: 2 } } })],
    ['a chat message whose portrait is not an image id', JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: { ...chat, authorImage: 3 } })],
    ['a chat message in an unknown room', JSON.stringify({ notificationType: 'CHAT_MESSAGE', message: { ...chat, room: 'X' } })],
    ['a mail message with a string id', JSON.stringify({ notificationType: 'MAIL_MESSAGE', message: { ...mail, id: '9' } })],
    ['a letter whose portrait is missing', JSON.stringify({ notificationType: 'MAIL_MESSAGE', message: { ...mail, authorImage: undefined } })],
    ['a delete without an id', JSON.stringify({ notificationType: 'CHAT_MESSAGE_DELETE', room: 'MAIN' })],
    ['a clan leaving without a clan id', JSON.stringify({ notificationType: 'CLAN_LEFT', clanId: 'x' })],
  ])('answers null for %s', (_, body) => {
    expect(parseLiveNotification(body)).toBeNull();
  });
});
