/**
 * The SDK's host table: the hosts it has an adapter for, each one folder `platforms/<host>/` (platforms/README.md).
 * The only place in the SDK that names them; `source` of an adapter.
 */
export const HostId = {
  own: 'own',
  ok: 'ok',
  vk: 'vk',
  ya: 'ya',
  tg: 'tg',
  mystore: 'mystore',
  kong: 'kong',
  crazy: 'crazy',
  foto: 'foto',
  exe: 'exe',
  beeline: 'beeline',
  rustore: 'rustore',
} as const;
export type HostId = (typeof HostId)[keyof typeof HostId];
export const hostIds = Object.values(HostId) as readonly HostId[];

/** The money a host's payment dialog charges in (its `currency`); absent on an adapter means RUB. */
export const Currency = {
  RUB: 'RUB',
  USD: 'USD',
  EUR: 'EUR',
  /** VK votes. */
  VOTES: 'VOTES',
  /** OK's own unit (OK). */
  OK: 'OK',
  /** Yandex Games' in-game currency (YAN). */
  YAN: 'YAN',
  /** Telegram Stars. */
  XTR: 'XTR',
  /** Kongregate kreds. */
  KRED: 'KRED',
} as const;
export type Currency = (typeof Currency)[keyof typeof Currency];

/**
 * The languages an adapter reads from its host and sends to the server's authenticate call; the game shows its own
 * texts in one of them (a host whose language is another answers null and the game keeps the page's).
 */
export const Locale = {
  ru: 'ru',
  en: 'en',
} as const;
export type Locale = (typeof Locale)[keyof typeof Locale];
