import { atom } from 'jotai/vanilla';
import { createBankApi, type BankApi } from '../api/bankApi.ts';
import { BankOrderState, type BankOrderView, type EmeraldPackId } from '../model/index.ts';
import { adapterAtom, playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The bank client of this store: made on first use (the startup chunk does not grow). */
export const bankApiAtom = atom<BankApi | null>(null);
export const requireBank = (store: StoreAccess): BankApi => lazyClient(store, bankApiAtom, createBankApi, 'bank');

/** How an own-site order ended for the page: paid (credited), declined by the provider, refunded, or left waiting. */
export type OrderResult = 'paid' | 'declined' | 'refunded' | 'waiting';

/** How often the page asks for the order's state while the player pays in the provider's window. */
export const ORDER_POLL_MS = 2000;
/** After this the page stops asking; the emeralds still arrive when the provider confirms (the header shows them). */
export const ORDER_POLL_LIMIT_MS = 15 * 60_000;

const resultOf: Record<BankOrderState, OrderResult> = {
  STARTED: 'waiting',
  ACCRUED: 'paid',
  COMPLETED: 'paid',
  REFUNDED: 'refunded',
  DECLINED: 'declined',
};

export interface OrderDeps {
  bank: Pick<BankApi, 'order' | 'orderState'>;
  openPayPage(payUrl: string): void;
  reloadPlayer(): Promise<void>;
  /** Called with the payment page's address first, then with every state read. */
  onUpdate(update: { payUrl: string; view: BankOrderView | null }): void;
  wait(ms: number, signal: AbortSignal): Promise<void>;
  now(): number;
}

/**
 * Buys a pack on a host where our server makes the order (issue 12 "Bank on every host"): the order, the provider's
 * page, then the order's state read until the provider decided. The balance is reloaded once credited; the state
 * read that shows the credit is what marks the payment COMPLETED on the server.
 */
export async function payByOrder(deps: OrderDeps, pack: EmeraldPackId, signal: AbortSignal): Promise<OrderResult> {
  const { orderId, payUrl } = await deps.bank.order(pack);
  deps.onUpdate({ payUrl, view: null });
  deps.openPayPage(payUrl);
  const until = deps.now() + ORDER_POLL_LIMIT_MS;
  while (!signal.aborted && deps.now() < until) {
    await deps.wait(ORDER_POLL_MS, signal);
    if (signal.aborted) break;
    const view = await deps.bank.orderState(orderId);
    deps.onUpdate({ payUrl, view });
    const result = resultOf[view.state];
    if (result !== 'waiting') {
      await deps.reloadPlayer();
      return result;
    }
  }
  return 'waiting';
}

const abortableWait = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** `payByOrder` with this store's host, bank client and player. */
export function buyPackByOrder(
  store: StoreAccess,
  pack: EmeraldPackId,
  onUpdate: OrderDeps['onUpdate'],
  signal: AbortSignal,
): Promise<OrderResult> {
  const adapter = store.get(adapterAtom);
  const open = adapter?.openPayPage;
  if (!adapter || !open) throw new Error('State: this host makes no server orders (the adapter has no openPayPage)');
  return payByOrder(
    {
      bank: requireBank(store),
      openPayPage: (url) => open.call(adapter, url),
      reloadPlayer: async () => {
        try {
          store.set(playerAtom, await requireApi(store).player.current());
        } catch (error: unknown) {
          console.error('Reloading the player after a payment failed', error);
        }
      },
      onUpdate,
      wait: abortableWait,
      now: () => Date.now(),
    },
    pack,
    signal,
  );
}

/** After any host's purchase reloaded the balance: the server's credited payments are now seen (COMPLETED). */
export const acknowledgeReceived = async (store: StoreAccess): Promise<void> => {
  try {
    await requireBank(store).received();
  } catch (error: unknown) {
    console.error('Telling the server the emeralds arrived failed', error);
  }
};
