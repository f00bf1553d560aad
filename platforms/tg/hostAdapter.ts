import type { PlatformAdapter } from '../sdk/index.ts';
import { createTelegramAdapter } from './adapter.ts';
import { telegramWebApp } from './TelegramWebApp.ts';

/** The tg adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const webApp = telegramWebApp(window);
  if (!webApp) throw new Error('tg: telegram-web-app.js did not load (window.Telegram.WebApp is missing)');
  return createTelegramAdapter({ webApp });
}
