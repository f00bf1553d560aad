import { useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  blockMailPartner,
  closeMailDialog,
  loadOlderMail,
  sendMail,
  unblockMailPartner,
  type MailDialogState,
} from '../../state/mail.ts';
import { openProfile } from '../../state/social.ts';
import { FormError } from '../FormError.tsx';
import { MessageComposer } from '../chat/MessageComposer.tsx';
import { formatMessageTime } from '../chat/formatMessageTime.ts';
import { useMessageScroll } from '../chat/useMessageScroll.ts';
import { useAction } from '../useAction.ts';
import { MailPortrait } from './MailPortrait.tsx';

/**
 * One private dialog: pages of 20 with older ones on demand, the send box (with the support flag in a support
 * dialog), and block or unblock after a confirmation (product §4: blocking deletes the shared messages).
 */
export function MailDialog({ dialog }: { dialog: MailDialogState }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const [confirming, setConfirming] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const onScroll = useMessageScroll(listRef, dialog.messages);
  const blockAction = useAction(async () => {
    if (dialog.blocked) await unblockMailPartner(store, dialog.partner);
    else await blockMailPartner(store, dialog.partner);
    setConfirming(false);
  });
  const name = dialog.partnerName || t`Nameless hero`;

  return (
    <div className="dialog" data-partner={dialog.partner} data-blocked={dialog.blocked ? 'true' : 'false'}>
      <div className="dialog-head">
        <button type="button" className="icon-btn" onClick={() => void closeMailDialog(store)}>
          {t`Back`}
        </button>
        <button
          type="button"
          className="link-btn name-btn msg-author"
          onClick={() => openProfile(store, { kind: 'player', id: dialog.partner })}
        >
          {name}
        </button>
        {dialog.support && <span className="badge">{t`Support`}</span>}
        {!confirming && (
          <button type="button" className="link-btn danger" onClick={() => setConfirming(true)}>
            {dialog.blocked ? t`Unblock` : t`Block`}
          </button>
        )}
      </div>
      {confirming && (
        <div className="confirm" role="alertdialog" aria-label={dialog.blocked ? t`Unblock` : t`Block`}>
          <p className="note">
            {dialog.blocked
              ? t`Unblock ${name}? You will be able to write to each other again.`
              : t`Block ${name}? All your letters with this player will be deleted.`}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-quiet" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
            <button type="button" className="btn" disabled={blockAction.busy} onClick={() => void blockAction.run()}>
              {dialog.blocked ? t`Unblock` : t`Block`}
            </button>
          </div>
          {blockAction.state.status === 'failed' && <FormError error={errorMessage(blockAction.state.error)} />}
        </div>
      )}
      {dialog.hasOlder && (
        <button
          type="button"
          className="btn btn-quiet more"
          disabled={dialog.older.status === 'loading'}
          onClick={() => void loadOlderMail(store)}
        >
          {dialog.older.status === 'loading' ? t`Loading…` : t`Earlier letters`}
        </button>
      )}
      {dialog.older.status === 'failed' && <FormError error={errorMessage(dialog.older.error)} />}
      <ol ref={listRef} className="msg-list" aria-label={t`Letters`} aria-live="polite" onScroll={onScroll}>
        {dialog.messages.map((message) => {
          const mine = message.authorId === me?.id;
          return (
            <li key={message.id} className="msg" data-message-id={message.id} data-mine={mine ? 'true' : 'false'}>
              <div className="msg-meta">
                <MailPortrait image={message.authorImage} size={28} className="msg-portrait" />
                <span className="msg-author">{mine ? t`You` : name}</span>
                <time dateTime={new Date(message.time).toISOString()}>{formatMessageTime(message.time, i18n.locale)}</time>
              </div>
              <p className="msg-text">{message.text}</p>
            </li>
          );
        })}
      </ol>
      {dialog.load.status === 'loading' && <p className="note center">{t`Loading…`}</p>}
      {dialog.load.status === 'ready' && dialog.messages.length === 0 && !dialog.blocked && (
        <p className="note center">{t`No letters yet`}</p>
      )}
      {dialog.load.status === 'failed' && <FormError error={errorMessage(dialog.load.error)} />}
      {dialog.blocked ? (
        <p className="note center">{t`You have blocked this player`}</p>
      ) : (
        <MessageComposer label={t`Your letter`} onSend={(text) => sendMail(store, text)} />
      )}
    </div>
  );
}
