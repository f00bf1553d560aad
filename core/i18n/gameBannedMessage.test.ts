import { expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from './errorMessage.ts';
import { setupI18n } from './setupI18n.ts';

it('tells a GAME-banned player the reason of their ban in both languages', async () => {
  const error = new ApiError({ code: 'GAME_BANNED', status: 403, path: '/api/backpack', params: { reason: 'FRAUD', until: Date.UTC(2026, 10, 26, 12) } });
  // The date and time are the player's own (their time zone), so only their shape is fixed here.
  expect((await setupI18n('en'))._(errorMessage(error))).toMatch(/^You are banned from the game until \d+\/\d+\/2026,? \d+:00\s[AP]M for fraud$/);
  expect((await setupI18n('ru'))._(errorMessage(error))).toMatch(/^Тебе закрыт доступ в игру до \d\d\.\d\d\.2026,? \d\d:00: мошенничество$/);
});

it('tells a chat-banned player the end and the reason of their ban wherever the refusal is shown', async () => {
  const error = new ApiError({ code: 'CHAT_BANNED', status: 403, path: '/api/chat/message/send', params: { reason: 'FLOOD', until: Date.UTC(2026, 10, 26, 12) } });
  expect((await setupI18n('en'))._(errorMessage(error))).toMatch(/^Your chat is closed until \d+\/\d+\/2026,? \d+:00\s[AP]M for flooding$/);
  expect((await setupI18n('ru'))._(errorMessage(error))).toMatch(/^Тебе закрыт чат до \d\d\.\d\d\.2026,? \d\d:00: флуд$/);
});

it('tells a forum-banned player when the forum opens again and why', async () => {
  const error = new ApiError({ code: 'FORUM_BANNED', status: 403, path: '/api/forum/topic', params: { reason: 'INSULTS', until: Date.UTC(2026, 10, 26, 12) } });
  expect((await setupI18n('en'))._(errorMessage(error))).toMatch(/^You are banned from the forum until \d+\/\d+\/2026,? \d+:00\s[AP]M for insults$/);
  expect((await setupI18n('ru'))._(errorMessage(error))).toMatch(/^Тебе закрыт форум до \d\d\.\d\d\.2026,? \d\d:00: оскорбления$/);
});

it('keeps the general ban text when the refusal names no end (an older server)', async () => {
  const en = await setupI18n('en');
  const chat = new ApiError({ code: 'CHAT_BANNED', status: 403, path: '/api/chat/message/send' });
  expect(en._(errorMessage(chat))).toBe('You are not allowed to chat: your chat may be banned');
  const forum = new ApiError({ code: 'FORUM_BANNED', status: 403, path: '/api/forum/topic', params: { reason: 'FRAUD' } });
  expect(en._(errorMessage(forum))).toBe('You are banned from the forum for fraud');
});
