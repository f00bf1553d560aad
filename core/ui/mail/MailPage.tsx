import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName } from '../../state/atoms.ts';
import { liveStatusAtom } from '../../state/live.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { loadMailRooms, mailDialogAtom, mailRoomsAtom, openMailDialog } from '../../state/mail.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { formatMessageTime } from '../chat/formatMessageTime.ts';
import { MailDialog } from './MailDialog.tsx';
import { MailPortrait } from './MailPortrait.tsx';

/**
 * Mail (product §2): the list of private dialogs (partner, last text, unread count) and one open dialog.
 * Closing the page refreshes the player info (technical §2, `watchMailClose`).
 */
export function MailPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const rooms = useAtomValue(mailRoomsAtom);
  const dialog = useAtomValue(mailDialogAtom);
  const live = useAtomValue(liveStatusAtom);
  const open = useSetAtom(openOverlayAtom);

  useEffect(() => {
    void loadMailRooms(store);
  }, [store]);

  return (
    <OverlayFrame id="mail-page" title={t`Mail`}>
      <div className="social" data-live={live}>
        {dialog ? (
          <MailDialog dialog={dialog} />
        ) : (
          <>
            {rooms.status === 'loading' && <p className="note center">{t`Loading…`}</p>}
            {rooms.status === 'failed' && (
              <LoadFailed error={rooms.error} onRetry={() => void loadMailRooms(store)} />
            )}
            {rooms.status === 'ready' && rooms.value.length === 0 && (
              <div className="center-col" data-testid="mail-empty">
                <p className="message">
                  {t`No letters yet. To write to a player, open their profile from the chat or the rating and choose “Write a letter”.`}
                </p>
                <div className="form-actions" style={{ justifyContent: 'center' }}>
                  <button type="button" className="btn" onClick={() => open(OverlayName.chat)}>
                    {t`Open the chat`}
                  </button>
                  <button type="button" className="btn btn-quiet" onClick={() => open(OverlayName.rating)}>
                    {t`Find a player in the rating`}
                  </button>
                </div>
              </div>
            )}
            {rooms.status === 'ready' && rooms.value.length > 0 && (
              <ul className="room-list" aria-label={t`Dialogs`}>
                {rooms.value.map((room) => {
                  const unread = room.unread;
                  return (
                    <li key={room.partner}>
                      <button
                        type="button"
                        className="room room-portrayed"
                        data-partner={room.partner}
                        onClick={() =>
                          void openMailDialog(store, {
                            partner: room.partner,
                            partnerName: room.partnerName,
                            support: room.support,
                            blocked: room.blocked,
                          })
                        }
                      >
                        <MailPortrait image={room.partnerImage} size={36} className="room-portrait" />
                        <span className="room-body">
                          <span className="room-head">
                            <span className="msg-author">{room.partnerName || t`Nameless hero`}</span>
                            {room.support && <span className="badge">{t`Support`}</span>}
                            {room.blocked && <span className="badge badge-dim">{t`Blocked`}</span>}
                            {unread > 0 && (
                              <span className="badge badge-new" aria-label={t`${unread} unread`}>
                                {unread}
                              </span>
                            )}
                            {room.id > 0 && <time dateTime={new Date(room.time).toISOString()}>{formatMessageTime(room.time, i18n.locale)}</time>}
                          </span>
                          <span className="room-text">{room.lastText}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
    </OverlayFrame>
  );
}
