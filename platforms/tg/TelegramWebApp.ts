/** The part of `window.Telegram.WebApp` (telegram-web-app.js) our adapter uses (hosts.md "tg"). */
export interface TelegramWebAppUser {
  id: number;
  first_name?: string;
  language_code?: string;
}

export type TelegramInvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

export type TelegramEvent = 'activated' | 'deactivated' | 'safeAreaChanged' | 'contentSafeAreaChanged';

/** Insets in CSS pixels (Bot API 8.0 `SafeAreaInset`, `ContentSafeAreaInset`). */
export interface TelegramInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The header's back button (Bot API 6.1). */
export interface TelegramBackButton {
  show(): void;
  hide(): void;
  onClick(handler: () => void): void;
  offClick(handler: () => void): void;
}

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
  /** Absent before Bot API 6.1. */
  BackButton?: TelegramBackButton;
  /** The device's safe area (a notch, the system bars); absent before Bot API 8.0. */
  safeAreaInset?: TelegramInsets;
  /** Within that, what Telegram's own controls cover (fullscreen); absent before Bot API 8.0. */
  contentSafeAreaInset?: TelegramInsets;
  /** '#RRGGBB' (Bot API 6.1; any colour from 6.9). */
  setHeaderColor?(colour: string): void;
  setBackgroundColor?(colour: string): void;
}

/** The Telegram script, loaded by the page before the bundle (platforms/tg/head.html); null outside Telegram. */
export const telegramWebApp = (scope: unknown): TelegramWebApp | null =>
  (scope as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp ?? null;
