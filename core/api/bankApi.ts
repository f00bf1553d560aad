import type { BankOrderCreated, BankOrderView, EmeraldPackId } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/** The bank calls of issue 12 (fixtures/server/API.md "Bank on the own site and payment states"). */
export interface BankApi {
  /** An own-site order for a pack and the provider's page to pay it on (HOST_UNAVAILABLE when the provider refused). */
  order(pack: EmeraldPackId): Promise<BankOrderCreated>;
  /** The order's state, only the owner's (NOT_FOUND otherwise). */
  orderState(orderId: string): Promise<BankOrderView>;
  /** Tells the server the player's client has the balance after crediting: its credited payments are completed. */
  received(): Promise<{ completed: number }>;
}

export function createBankApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): BankApi {
  const { get, postForm } = layer;
  return {
    order: (pack) => postForm<BankOrderCreated>('/api/bank/order', { pack }),
    orderState: (orderId) => get<BankOrderView>(`/api/bank/order/${encodeURIComponent(orderId)}`),
    received: () => postForm<{ completed: number }>('/api/bank/received', {}),
  };
}
