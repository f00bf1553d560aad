import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../i18n/errorMessage.ts';
import type { AccountOption } from '../platform.ts';
import { markAccountChoiceDecided } from '../state/accountChoice.ts';
import { playerAtom } from '../state/atoms.ts';
import { closeOverlay } from '../state/overlays.ts';
import { failed, idle, loading, ready, type Remote } from '../state/remote.ts';
import { useAppServices } from './AppServices.tsx';
import { FormError } from './FormError.tsx';
import { OverlayFrame } from './OverlayFrame.tsx';
import { useAction } from './useAction.ts';

/**
 * Product §2 "account choice" (technical §7): the current account and the other accounts this device played.
 * Choosing another one moves this host account to it and restarts the game as that player.
 */
export function AccountChoicePage() {
  const { t } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const choice = services.adapter.accountChoice;
  const player = useAtomValue(playerAtom);
  const [others, setOthers] = useState<Remote<AccountOption[]>>(idle);

  const load = useCallback(() => {
    if (!choice) return;
    setOthers(loading);
    choice.list().then(
      (value) => setOthers(ready(value.filter((account) => account.playerId !== player?.id))),
      (error: unknown) => setOthers(failed(error)),
    );
  }, [choice, player?.id]);
  useEffect(load, [load]);

  const chooseAction = useAction(async (playerId: number) => {
    if (!choice) return;
    await choice.choose(playerId);
    markAccountChoiceDecided(store);
    // The new token is stored; a restart loads the chosen player everywhere (live channel, scene, header).
    services.reload();
  });
  const keep = (): void => {
    markAccountChoiceDecided(store);
    closeOverlay(store);
  };

  const row = (account: AccountOption, current: boolean) => (
    <li key={account.playerId} className="account-option" data-player-id={account.playerId} data-current={current}>
      <span className="account-name">{account.name || t`Nameless hero`}</span>{' '}
      <span className="account-level">{t`Level ${account.level}`}</span>{' '}
      <button
        type="button"
        className="btn"
        disabled={chooseAction.busy}
        onClick={() => (current ? keep() : void chooseAction.run(account.playerId))}
      >
        {current ? t`Keep playing` : t`Play this account`}
      </button>
    </li>
  );

  return (
    <OverlayFrame id="account-choice" title={t`Choose account`}>
      <div className="form">
        <p className="note">{t`This device has played other accounts. Choose the one to continue with.`}</p>
        <ul className="account-list">
          {player && row({ playerId: player.id, name: player.name, level: player.level }, true)}
          {others.status === 'ready' && others.value.map((account) => row(account, false))}
        </ul>
        {others.status === 'loading' && <p className="note" role="status">{t`Looking for accounts…`}</p>}
        {others.status === 'ready' && others.value.length === 0 && <p className="note">{t`No other accounts were played on this device.`}</p>}
        {others.status === 'failed' && (
          <div className="form-actions">
            <FormError error={errorMessage(others.error)} />
            <button type="button" className="btn" onClick={load}>
              {t`Try again`}
            </button>
          </div>
        )}
        {chooseAction.state.status === 'loading' && <p className="note" role="status">{t`Switching account…`}</p>}
        {chooseAction.state.status === 'failed' && <FormError error={errorMessage(chooseAction.state.error)} />}
      </div>
    </OverlayFrame>
  );
}
