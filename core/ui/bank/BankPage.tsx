import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import { EMERALD_PACKS, emeraldPackIds, type BankOrderState, type EmeraldPackId } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { buyPackByOrder, type OrderResult } from '../../state/bankOrder.ts';
import { localeAtom } from '../../state/settings.ts';
import { useAppServices } from '../AppServices.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ResourceIcon } from '../ResourceIcon.tsx';
import { buyPack, purchaseCurrency, type PurchaseResult } from '../../state/bank.ts';
import { PackPrice } from './PackPrice.tsx';
import { usePriceTags } from './usePriceTags.ts';
import './bank.css';
import { SignInToPay } from './SignInToPay.tsx';

/** What the status line says: nothing yet, a purchase under way (with the own-site order's page and state), or how it ended. */
type BankState =
  | { status: 'idle' }
  | { status: 'buying'; pack: EmeraldPackId; payUrl: string | null; orderState: BankOrderState | null }
  | { status: 'done'; pack: EmeraldPackId; result: PurchaseResult | OrderResult }
  | { status: 'error'; pack: EmeraldPackId };

/**
 * The bank (issue 3; issue 12 for the own site): the emerald packs with their price in the host's money. A host with
 * its own payment dialog is asked through `purchase`; where our server makes the order (the own site) the provider's
 * page opens and the bank follows the order's state until the provider decided. The balance shown is the server's.
 */
export function BankPage() {
  const { t } = useLingui();
  const store = useStore();
  const { adapter } = useAppServices();
  const player = useAtomValue(playerAtom);
  const locale = useAtomValue(localeAtom);
  const [state, setState] = useState<BankState>({ status: 'idle' });
  const currency = purchaseCurrency(adapter);
  const tags = usePriceTags(adapter, emeraldPackIds);
  // A host dialog, or orders our server makes (the own site).
  const canPay = adapter.capabilities.payments || adapter.openPayPage !== undefined;
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const buy = async (pack: EmeraldPackId): Promise<void> => {
    if (state.status === 'buying') return;
    setState({ status: 'buying', pack, payUrl: null, orderState: null });
    if (!adapter.openPayPage) {
      const result = await buyPack(store, EMERALD_PACKS[pack]);
      setState({ status: 'done', pack, result });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    try {
      const result = await buyPackByOrder(
        store,
        pack,
        ({ payUrl, view }) => setState({ status: 'buying', pack, payUrl, orderState: view?.state ?? null }),
        controller.signal,
      );
      if (!controller.signal.aborted) setState({ status: 'done', pack, result });
    } catch (error: unknown) {
      console.error('The own-site order failed', error);
      if (!controller.signal.aborted) setState({ status: 'error', pack });
    }
  };

  const messages: Record<PurchaseResult | OrderResult, string> = {
    paid: t`The payment went through`,
    cancelled: t`The payment was cancelled`,
    failed: t`The payment did not go through. If the money was taken, the emeralds will arrive`,
    declined: t`The payment was declined. No money was taken; you can try again`,
    refunded: t`The payment was refunded and its emeralds taken back`,
    waiting: t`The payment is not confirmed yet. The emeralds will arrive as soon as it is`,
  };
  const dataStatus = state.status === 'done' ? state.result : state.status === 'buying' ? (state.orderState ?? 'buying') : state.status;
  const buying = state.status === 'buying';
  const line =
    state.status === 'buying'
      ? state.payUrl === null
        ? t`Waiting for the payment…`
        : t`Waiting for the payment… Pay in the window that opened; this page will show the emeralds`
      : state.status === 'done'
        ? messages[state.result]
        : state.status === 'error'
          ? t`The payment service does not answer. Try again later`
          : '';

  return (
    <OverlayFrame id="bank" title={t`Bank`}>
      {player && (
        <p className="message">
          <ResourceIcon resource="mithril" /> <span data-mithril={player.mithril}>{abbreviateNumber(player.mithril)}</span>
        </p>
      )}
      {!canPay && !adapter.signInToPay && <p className="message">{t`Purchases are not available here`}</p>}
      {!canPay && adapter.signInToPay && <SignInToPay signIn={adapter.signInToPay} />}
      <ul className="bank-packs">
        {emeraldPackIds.map((id) => {
          const pack = EMERALD_PACKS[id];
          const count = pack.emeralds;
          return (
            <li key={id}>
              <button
                type="button"
                className="btn bank-pack"
                data-pack={id}
                disabled={!canPay || buying}
                aria-busy={buying && state.pack === id}
                onClick={() => void buy(id)}
              >
                <span className="bank-pack-amount">
                  <ResourceIcon resource="mithril" />
                  <Plural value={count} one="# emerald" other="# emeralds" />
                </span>
                <PackPrice amount={pack.price[currency]} currency={currency} locale={locale} tag={tags?.[id] ?? null} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="message bank-status" role="status" aria-live="polite" data-status={dataStatus}>
        {line}
      </p>
      {state.status === 'buying' && state.payUrl !== null && (
        <p className="message">
          <a className="bank-pay-link" href={state.payUrl} target="_blank" rel="noopener">
            {t`Open the payment page again`}
          </a>
        </p>
      )}
    </OverlayFrame>
  );
}
