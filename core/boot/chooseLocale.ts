import { Locale } from '../model/locale.ts';

function asLocale(value: string | null | undefined): Locale | null {
  const head = value?.trim().toLowerCase().slice(0, 2);
  return head === Locale.ru || head === Locale.en ? head : null;
}

/**
 * The interface language at start-up: the `lang` query parameter (technical §2), then the host's hint, then
 * the browser's language; anything that is not Russian is English.
 */
export function chooseLocale(search: string, hostLocale: Locale | null, browserLanguage: string | undefined): Locale {
  const fromQuery = asLocale(new URLSearchParams(search).get('lang'));
  return fromQuery ?? hostLocale ?? asLocale(browserLanguage) ?? Locale.en;
}
