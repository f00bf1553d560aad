import { Locale } from '../model/locale.ts';

function asLocale(value: string | null | undefined): Locale | null {
  const head = value?.trim().toLowerCase().slice(0, 2);
  return head === Locale.ru || head === Locale.en ? head : null;
}

/** The language the player chose with `?lang` (technical §2), if any. */
const queryLocale = (search: string): Locale | null => asLocale(new URLSearchParams(search).get('lang'));

/**
 * The interface language at start-up: the `lang` query parameter (technical §2), then the host's hint, then
 * the browser's language; anything that is not Russian is English.
 */
export function chooseLocale(search: string, hostLocale: Locale | null, browserLanguage: string | undefined): Locale {
  return queryLocale(search) ?? hostLocale ?? asLocale(browserLanguage) ?? Locale.en;
}

/** How long start-up waits for a host's language before it goes on with its hint (the loading screen shows meanwhile). */
export const HOST_LOCALE_WAIT_MS = 1500;

/**
 * The interface language once the host's SDK has had its say: `?lang` first (the player chose it), then the language
 * the host's started SDK names (`hostLocale`), then the synchronous choice. A host that does not answer within
 * `waitMs`, or fails, leaves the synchronous choice.
 */
export async function settleLocale(
  search: string,
  chosen: Locale,
  hostLocale: (() => Promise<Locale | null>) | undefined,
  wait: (ms: number) => Promise<void>,
  waitMs = HOST_LOCALE_WAIT_MS,
): Promise<Locale> {
  if (!hostLocale || queryLocale(search) !== null) return chosen;
  const host = await Promise.race([hostLocale().catch(() => null), wait(waitMs).then(() => null)]);
  return host ?? chosen;
}
