import { HeroRefusal } from '../../model/index.ts';
import type { Currency, Price, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';

/** The refusal when a price is out of reach (product §8: not enough gems, amethysts, tokens, caviar, tickets, …). */
export const SHORT_OF: Record<Currency, HeroRefusal> = {
  gold: HeroRefusal.NOT_ENOUGH_RESOURCES,
  crystal: HeroRefusal.NOT_ENOUGH_RESOURCES,
  elixir: HeroRefusal.NOT_ENOUGH_RESOURCES,
  sulfur: HeroRefusal.NOT_ENOUGH_RESOURCES,
  mithril: HeroRefusal.NOT_ENOUGH_GEMS,
  caviar: HeroRefusal.NOT_ENOUGH_CAVIAR,
  tickets: HeroRefusal.NOT_ENOUGH_TICKETS,
  amethyst: HeroRefusal.NOT_ENOUGH_AMETHYSTS,
  token: HeroRefusal.NOT_ENOUGH_TOKENS,
};

/** The wallet after paying `price`; refuses with the currency's code when it holds less. */
export const pay = (wallet: Wallet, price: Price): Wallet => {
  const held = wallet[price.currency];
  if (held < price.amount) {
    throw new HeroRuleError(SHORT_OF[price.currency], `${price.amount} ${price.currency} needed, ${held} held`, {
      currency: price.currency,
      price: price.amount,
    });
  }
  return { ...wallet, [price.currency]: held - price.amount };
};

/** An empty wallet, the start of tests and sums. */
export const emptyWallet = (): Wallet => ({
  gold: 0, crystal: 0, elixir: 0, mithril: 0, sulfur: 0, caviar: 0, tickets: 0, amethyst: 0, token: 0,
});
