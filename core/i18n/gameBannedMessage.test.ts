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
