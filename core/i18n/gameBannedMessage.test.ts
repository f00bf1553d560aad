import { expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from './errorMessage.ts';
import { setupI18n } from './setupI18n.ts';

it('tells a GAME-banned player the reason of their ban in both languages', async () => {
  const error = new ApiError({ code: 'GAME_BANNED', status: 403, path: '/api/backpack', params: { reason: 'FRAUD', until: 1 } });
  expect((await setupI18n('en'))._(errorMessage(error))).toBe('You are banned from the game for fraud');
  expect((await setupI18n('ru'))._(errorMessage(error))).toBe('Тебе закрыт доступ в игру: мошенничество');
});
