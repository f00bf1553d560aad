import type { Locale } from '../index.ts';

/** The clicker's words in each language the SDK speaks; counts go through the language's plural rules. */
export interface ClickerTexts {
  signingIn: string;
  signedIn: string;
  guest: string;
  failed: string;
  paused: string;
  coins(count: number): string;
  tap: string;
  buy(amount: number, price: string): string;
  ad(reward: number): string;
  adLine: string;
  adClose: string;
  outcome: Record<'paid' | 'cancelled' | 'failed' | 'watched' | 'skipped', string>;
}

const plural = (locale: Locale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string =>
  (forms[new Intl.PluralRules(locale).select(count)] ?? forms.other).replace('#', String(count));

export const CLICKER_TEXTS: Record<Locale, ClickerTexts> = {
  en: {
    signingIn: 'Signing in…',
    signedIn: 'Signed in',
    guest: 'Playing as a guest',
    failed: 'Sign-in failed',
    paused: 'Paused',
    coins: (n) => plural('en', n, { one: '# coin', other: '# coins' }),
    tap: 'Tap',
    buy: (amount, price) => `Buy ${plural('en', amount, { one: '# coin', other: '# coins' })} for ${price}`,
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
    buy: (amount, price) => `Купить ${plural('ru', amount, { one: '# монету', few: '# монеты', many: '# монет', other: '# монеты' })} за ${price}`,
    ad: (reward) => `Реклама: +${plural('ru', reward, { one: '# монета', few: '# монеты', many: '# монет', other: '# монеты' })}`,
    adLine: 'Слово спонсорам',
    adClose: 'Закрыть',
    outcome: { paid: 'Оплачено', cancelled: 'Отменено', failed: 'Оплата не прошла', watched: 'Реклама просмотрена', skipped: 'Без награды' },
  },
};
