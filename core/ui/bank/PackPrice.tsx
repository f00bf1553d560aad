import type { ReactNode } from 'react';
import { Plural } from '@lingui/react/macro';
import type { PaymentCurrency } from '../../model/index.ts';
import type { PriceTag } from '../../platform.ts';

const money = (locale: string, currency: string, amount: number): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

/** How a price reads in each host's money: state currencies by Intl, host units in words with plurals. */
const prices: Record<PaymentCurrency, (amount: number, locale: string) => ReactNode> = {
  RUB: (amount, locale) => money(locale, 'RUB', amount),
  USD: (amount, locale) => money(locale, 'USD', amount),
  EUR: (amount, locale) => money(locale, 'EUR', amount),
  VOTES: (count) => <Plural value={count} one="# vote" other="# votes" />,
  OK: (count) => <Plural value={count} one="# OK" other="# OK" />,
  YAN: (count) => <Plural value={count} one="# yan" other="# yans" />,
  XTR: (count) => <Plural value={count} one="# star" other="# stars" />,
  KRED: (count) => <Plural value={count} one="# kred" other="# kreds" />,
};

/**
 * A pack's price in the host's currency (the adapter's `currency`): as the host's catalogue writes it, with its
 * currency's icon, where the host has one (`tag`), else in our own words.
 */
export function PackPrice({ amount, currency, locale, tag = null }: { amount: number; currency: PaymentCurrency; locale: string; tag?: PriceTag | null }) {
  return (
    <span className="bank-price" data-currency={currency} data-amount={amount} data-host-tag={tag ? 'true' : undefined}>
      {tag ? (
        <>
          {tag.icon && <img className="bank-price-icon" src={tag.icon} alt="" width={16} height={16} />}
          {tag.text}
        </>
      ) : (
        prices[currency](amount, locale)
      )}
    </span>
  );
}
