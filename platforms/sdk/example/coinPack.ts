import type { Currency, Product } from '../index.ts';

/**
 * The clicker's one product: a pack of 100 coins. Its server is the reference server (fixtures/server), whose
 * catalogue sells this id at these prices in each host's money, so the hosts' dialogs and callbacks accept it;
 * a game with its own server names its own products there and here.
 */
export const COIN_PACK = {
  id: 'gems_100',
  amount: 100,
  price: { RUB: 99, USD: 1.99, EUR: 1.99, VOTES: 14, OK: 99, YAN: 99, XTR: 100, KRED: 20 },
} as const satisfies { id: string; amount: number; price: Record<Currency, number> };

/** The pack as the host dialog's product, priced in the host's money (RUB where the adapter names none). */
export const coinPackProduct = (currency: Currency | undefined): Product => ({
  id: COIN_PACK.id,
  title: `🪙 ${COIN_PACK.amount}`,
  amount: COIN_PACK.amount,
  price: COIN_PACK.price[currency ?? 'RUB'],
});

/** Coins a rewarded ad watched to its end gives. */
export const AD_REWARD = 10;
