import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import { EMERALD_PACKS, emeraldPackIds, type EmeraldPackId } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { idle, loading, ready, type Remote } from '../../state/remote.ts';
import { localeAtom } from '../../state/settings.ts';
import { useAppServices } from '../AppServices.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ResourceIcon } from '../ResourceIcon.tsx';
import { buyPack, purchaseCurrency, type PurchaseResult } from '../../state/bank.ts';
import { PackPrice } from './PackPrice.tsx';
import { SignInToPay } from './SignInToPay.tsx';

/** The purchase under way or last finished, with the pack it is for (null before the first). */
type BankState = Remote<PurchaseResult> & { pack: EmeraldPackId | null };

/**
 * The bank (issue 3): the emerald packs with their price in the host's money, bought through the host's own
 * payment dialog. After every attempt the player is reloaded, so the header shows what the server credited.
 */
export function BankPage() {
  const { t } = useLingui();
  const store = useStore();
  const { adapter } = useAppServices();
  const player = useAtomValue(playerAtom);
  const locale = useAtomValue(localeAtom);
  const [state, setState] = useState<BankState>({ ...idle, pack: null });
  const currency = purchaseCurrency(adapter);

  const buy = async (pack: EmeraldPackId): Promise<void> => {
    if (state.status === 'loading') return;
    setState({ ...loading, pack });
    const result = await buyPack(store, EMERALD_PACKS[pack]);
    setState({ ...ready(result), pack });
  };

  const messages: Record<PurchaseResult, string> = {
    paid: t`The payment went through`,
    cancelled: t`The payment was cancelled`,
    failed: t`The payment did not go through. If the money was taken, the emeralds will arrive`,
  };
  // What the status line's data-status says: idle, buying, then the result of the purchase.
  const status = state.status === 'ready' ? state.value : state.status === 'loading' ? 'buying' : state.status;

  return (
    <OverlayFrame id="bank" title={t`Bank`}>
      {player && (
        <p className="message">
          <ResourceIcon resource="mithril" /> <span data-mithril={player.mithril}>{abbreviateNumber(player.mithril)}</span>
        </p>
      )}
      {!adapter.capabilities.payments && !adapter.signInToPay && <p className="message">{t`Purchases are not available here`}</p>}
      {!adapter.capabilities.payments && adapter.signInToPay && <SignInToPay signIn={adapter.signInToPay} />}
      <ul className="bank-packs" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {emeraldPackIds.map((id) => {
          const pack = EMERALD_PACKS[id];
          const count = pack.emeralds;
          return (
            <li key={id}>
              <button
                type="button"
                className="btn"
                style={{ width: '100%', display: 'flex', justifyContent: 'space-between', gap: 12 }}
                data-pack={id}
                disabled={!adapter.capabilities.payments || state.status === 'loading'}
                aria-busy={state.status === 'loading' && state.pack === id}
                onClick={() => void buy(id)}
              >
                <span>
                  <Plural value={count} one="# emerald" other="# emeralds" />
                </span>
                <PackPrice amount={pack.price[currency]} currency={currency} locale={locale} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="message" role="status" aria-live="polite" data-status={status} style={{ marginTop: 14 }}>
        {state.status === 'loading' ? t`Waiting for the payment…` : state.status === 'ready' ? messages[state.value] : ''}
      </p>
    </OverlayFrame>
  );
}
