import { describe, expect, it } from 'vitest';
import { createTelegramAdapter } from './adapter.ts';
import type { TelegramWebApp } from './TelegramWebApp.ts';

/** A WebApp that records the calls the adapter makes (Telegram's own script is not loaded in Node). */
const recordingWebApp = (initData: string) => {
  const calls: string[] = [];
  const webApp: TelegramWebApp = {
    initData,
    initDataUnsafe: { user: { id: 5, language_code: 'ru' } },
    ready: () => void calls.push('ready'),
    expand: () => void calls.push('expand'),
    openInvoice: () => void calls.push('openInvoice'),
    onEvent: () => void calls.push('onEvent'),
    offEvent: () => void calls.push('offEvent'),
  };
  return { webApp, calls };
};

describe('Telegram adapter', () => {
  it('expands the Mini App to full height at sign-in and sends the raw initData untouched', async () => {
    const raw = 'query_id=AA&user=%7B%22id%22%3A5%7D&auth_date=1&hash=ff';
    const { webApp, calls } = recordingWebApp(raw);
    const posted: Record<string, string>[] = [];
    await createTelegramAdapter({ webApp }).signIn({ postForm: async (_path, body) => void posted.push(body), lang: 'ru' });
    expect(calls).toContain('expand');
    expect(posted).toEqual([{ initData: raw, lang: 'ru' }]);
  });

  it('refuses to sign in when Telegram gave the page no initData, before calling the server', async () => {
    const { webApp } = recordingWebApp('');
    const posted: string[] = [];
    await expect(createTelegramAdapter({ webApp }).signIn({ postForm: async (path) => void posted.push(path), lang: 'en' })).rejects.toThrow(/no initData/);
    expect(posted).toEqual([]);
  });
});
