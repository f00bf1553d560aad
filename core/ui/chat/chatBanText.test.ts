import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { messages as en } from '../../i18n/locales/en.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { chatBanText } from './chatBanText.ts';

const i18nFor = (locale: 'en' | 'ru') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });
const chatBanned = (params?: Record<string, string | number>) =>
  new ApiError({ code: 'CHAT_BANNED', status: 403, path: '/api/chat/message/send', ...(params ? { params } : {}) });
const until = Date.UTC(2026, 10, 25, 12, 0);

describe('chat ban text', () => {
  it('names the reason and the end in both languages', () => {
    expect(chatBanText(i18nFor('en'), chatBanned({ reason: 'FLOOD', until }))).toMatch(/^Your chat is closed until .*2026.*\. Reason: Flood\.$/);
    expect(chatBanText(i18nFor('ru'), chatBanned({ reason: 'INSULTS', until }))).toMatch(/^Тебе закрыт чат до .*2026.*\. Причина: Оскорбления\.$/);
  });

  it('leaves the general refusal text to a chat ban without a known reason and to other errors', () => {
    const i18n = i18nFor('en');
    expect(chatBanText(i18n, chatBanned({ until }))).toBeNull();
    expect(chatBanText(i18n, chatBanned({ reason: 'SOMETHING_NEW', until }))).toBeNull();
    expect(chatBanText(i18n, new ApiError({ code: 'TEXT_EMPTY', status: 400, path: '/api/chat/message/send' }))).toBeNull();
  });
});
