/** The part of `window.Telegram.WebApp` (telegram-web-app.js) our adapter uses (hosts.md "tg"). */
export interface TelegramWebAppUser {
  id: number;
  first_name?: string;
  language_code?: string;
}

export type TelegramInvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

export type TelegramEvent = 'activated' | 'deactivated';

export interface TelegramWebApp {
  /** The raw, signed launch data: the proof of identity, sent to the server untouched. */
  initData: string;
  /** The same data parsed, unverified: only for the id header and the language hint. */
  initDataUnsafe: { user?: TelegramWebAppUser; auth_date?: number };
  ready(): void;
  expand(): void;
  /** Bot API 8.0: the Mini App went to the background (`deactivated`) or came back (`activated`). */
  onEvent(event: TelegramEvent, handler: () => void): void;
  offEvent(event: TelegramEvent, handler: () => void): void;
  openInvoice(url: string, callback?: (status: TelegramInvoiceStatus) => void): void;
}

/** The Telegram script, loaded by the page before the bundle (platforms/tg/head.html); null outside Telegram. */
export const telegramWebApp = (scope: unknown): TelegramWebApp | null =>
  (scope as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp ?? null;
