import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { blockedPlayersAtom, loadBlockedPlayers, unblockingAtom, unblockPlayer } from '../../state/account.ts';
import { FormError } from '../FormError.tsx';

/** The players blocked in mail (product §2 "black list"), newest first, each with Unblock. */
export function BlackListTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const list = useAtomValue(blockedPlayersAtom);
  const unblocking = useAtomValue(unblockingAtom);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    void loadBlockedPlayers(store);
  }, [store]);

  const unblock = async (id: number): Promise<void> => {
    setFailure(null);
    try {
      await unblockPlayer(store, id);
    } catch (error: unknown) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section id="account-black-list" className="account-form" aria-busy={list.status === 'loading'}>
      <p className="note">{t`Players you blocked in mail cannot write to you, nor you to them.`}</p>
      {(list.status === 'idle' || list.status === 'loading') && <p className="message" role="status">{t`Loading…`}</p>}
      {list.status === 'failed' && (
        <div className="account-note">
          <FormError error={errorMessage(list.error)} />
          <button type="button" className="btn" onClick={() => void loadBlockedPlayers(store)}>
            {t`Try again`}
          </button>
        </div>
      )}
      {list.status === 'ready' && list.value.length === 0 && <p className="message account-empty">{t`You have blocked nobody.`}</p>}
      {list.status === 'ready' && list.value.length > 0 && (
        <ul className="account-blocked">
          {list.value.map((blocked) => {
            const since = i18n.date(new Date(blocked.blockedAt), { dateStyle: 'medium' });
            return (
            <li key={blocked.id} data-player={blocked.id}>
              <b>{blocked.name}</b>
              <span className="note">{t`In the list since ${since}`}</span>
              <button type="button" className="btn" disabled={unblocking.has(blocked.id)} onClick={() => void unblock(blocked.id)}>
                {unblocking.has(blocked.id) ? t`Unblocking…` : t`Unblock`}
              </button>
            </li>
            );
          })}
        </ul>
      )}
      {failure && <FormError error={failure} />}
    </section>
  );
}
