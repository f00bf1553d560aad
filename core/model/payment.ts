/**
 * Emerald packs on sale through every host. Prices are in each host's own money; the server checks every
 * host confirmation against this table (amount and currency) before it credits emeralds.
 */
export const PaymentCurrency = {
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
export type PaymentCurrency = (typeof PaymentCurrency)[keyof typeof PaymentCurrency];

export const EmeraldPackId = { gems_100: 'gems_100', gems_550: 'gems_550', gems_1200: 'gems_1200', gems_3000: 'gems_3000' } as const;
export type EmeraldPackId = (typeof EmeraldPackId)[keyof typeof EmeraldPackId];

export interface EmeraldPack {
  id: EmeraldPackId;
  emeralds: number;
  price: Record<PaymentCurrency, number>;
}

export const EMERALD_PACKS: Record<EmeraldPackId, EmeraldPack> = {
  gems_100: { id: 'gems_100', emeralds: 100, price: { RUB: 99, USD: 1.99, EUR: 1.99, VOTES: 14, OK: 99, YAN: 99, XTR: 100, KRED: 20 } },
  gems_550: { id: 'gems_550', emeralds: 550, price: { RUB: 449, USD: 6.99, EUR: 6.99, VOTES: 64, OK: 449, YAN: 449, XTR: 450, KRED: 70 } },
  gems_1200: { id: 'gems_1200', emeralds: 1200, price: { RUB: 899, USD: 12.99, EUR: 12.99, VOTES: 128, OK: 899, YAN: 899, XTR: 900, KRED: 130 } },
  gems_3000: { id: 'gems_3000', emeralds: 3000, price: { RUB: 1990, USD: 29.99, EUR: 29.99, VOTES: 284, OK: 1990, YAN: 1990, XTR: 2000, KRED: 300 } },
};
export const emeraldPackIds = Object.keys(EMERALD_PACKS) as EmeraldPackId[];

/**
 * The state of an own-site bank order as the bank page reads it (issue 12 "payment states"): the payment's state
 * (STARTED before the player pays, ACCRUED credited but not yet seen, COMPLETED seen, REFUNDED taken back), or
 * DECLINED for an order the payment provider reported failed.
 */
export const BankOrderState = {
  STARTED: 'STARTED',
  ACCRUED: 'ACCRUED',
  COMPLETED: 'COMPLETED',
  REFUNDED: 'REFUNDED',
  DECLINED: 'DECLINED',
} as const;
export type BankOrderState = (typeof BankOrderState)[keyof typeof BankOrderState];

/** `GET /api/bank/order/{orderId}`. */
export interface BankOrderView {
  orderId: string;
  pack: EmeraldPackId;
  emeralds: number;
  state: BankOrderState;
  /** The caller's emeralds when the state was read. */
  mithril: number;
}

/** `POST /api/bank/order`: the order, and the provider's page to pay it on. */
export interface BankOrderCreated {
  orderId: string;
  payUrl: string;
}
