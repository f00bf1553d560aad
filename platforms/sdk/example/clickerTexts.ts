import type { Currency, Locale } from '../index.ts';

/** The clicker's words in each language the SDK speaks; counts go through the language's plural rules. */
export interface ClickerTexts {
  signingIn: string;
  signedIn: string;
  guest: string;
  failed: string;
  paused: string;
  coins(count: number): string;
  tap: string;
  /** The pack's button: its amount and its price in the host's money. */
  buy(amount: number, price: number, currency: Currency): string;
  ad(reward: number): string;
  adLine: string;
  adClose: string;
  outcome: Record<'paid' | 'cancelled' | 'failed' | 'watched' | 'skipped', string>;
}

const plural = (locale: Locale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string =>
  (forms[new Intl.PluralRules(locale).select(count)] ?? forms.other).replace('#', String(count));

/** A price in the host's money: the banks' currencies as the language writes them, the hosts' own units by name. */
const money = (locale: Locale, price: number, currency: Currency): string => {
  if (currency === 'RUB' || currency === 'USD' || currency === 'EUR') {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(price);
  }
  const units: Record<Locale, Record<'VOTES' | 'OK' | 'YAN' | 'XTR' | 'KRED', Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>> = {
    en: { VOTES: { one: '# vote', other: '# votes' }, OK: { other: '# OK' }, YAN: { other: '# YAN' }, XTR: { one: '# Star', other: '# Stars' }, KRED: { one: '# kred', other: '# kreds' } },
    ru: {
      VOTES: { one: '# голос', few: '# голоса', many: '# голосов', other: '# голоса' },
      OK: { other: '# ОК' },
      YAN: { other: '# ян' },
      XTR: { one: '# звезда', few: '# звезды', many: '# звёзд', other: '# звезды' },
      KRED: { one: '# кред', few: '# креда', many: '# кредов', other: '# креда' },
    },
  };
  return plural(locale, price, units[locale][currency]);
};

export const CLICKER_TEXTS: Record<Locale, ClickerTexts> = {
  en: {
    signingIn: 'Signing in…',
    signedIn: 'Signed in',
    guest: 'Playing as a guest',
    failed: 'Sign-in failed',
    paused: 'Paused',
    coins: (n) => plural('en', n, { one: '# coin', other: '# coins' }),
    tap: 'Tap',
    buy: (amount, price, currency) => `Buy ${plural('en', amount, { one: '# coin', other: '# coins' })} for ${money('en', price, currency)}`,
    ad: (reward) => `Watch an ad: +${plural('en', reward, { one: '# coin', other: '# coins' })}`,
    adLine: 'A word from our sponsors',
    adClose: 'Close',
    outcome: { paid: 'Paid', cancelled: 'Cancelled', failed: 'The payment failed', watched: 'Ad watched', skipped: 'No reward' },
  },
  ru: {
    signingIn: 'Вход…',
    signedIn: 'Вы вошли',
    guest: 'Игра в гостях',
    failed: 'Войти не удалось',
    paused: 'Пауза',
    coins: (n) => plural('ru', n, { one: '# монета', few: '# монеты', many: '# монет', other: '# монеты' }),
    tap: 'Жми',
    buy: (amount, price, currency) =>
      `Купить ${plural('ru', amount, { one: '# монету', few: '# монеты', many: '# монет', other: '# монеты' })} за ${money('ru', price, currency)}`,
    ad: (reward) => `Реклама: +${plural('ru', reward, { one: '# монета', few: '# монеты', many: '# монет', other: '# монеты' })}`,
    adLine: 'Слово спонсорам',
    adClose: 'Закрыть',
    outcome: { paid: 'Оплачено', cancelled: 'Отменено', failed: 'Оплата не прошла', watched: 'Реклама просмотрена', skipped: 'Без награды' },
  },
};
