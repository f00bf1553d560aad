import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import type { PlayerNotification } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { acceptGift, acceptPromoGifts } from '../../state/gifts.ts';
import { notificationsAtom, openNotifications, removeNotification } from '../../state/notifications.ts';
import { showToastAtom } from '../../state/overlays.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { formatMessageTime } from '../chat/formatMessageTime.ts';

/** Free promo gifts are emeralds (product §3: 15, 50, 100 or 1000); their kind names the amount. */
const EMERALD_GIFT = /^EMERALDS_(\d+)$/;

/** The gifts inbox and system messages (product §2); opening it resets the new-gift and new-mail flags. */
export function NotificationsPage() {
  const { t } = useLingui();
  const store = useStore();
  const notifications = useAtomValue(notificationsAtom);

  useEffect(() => {
    void openNotifications(store);
  }, [store]);

  return (
    <OverlayFrame id="notifications-page" title={t`Gifts and messages`}>
      <div className="social">
        {notifications.status === 'loading' && <p className="note center">{t`Loading…`}</p>}
        {notifications.status === 'failed' && (
          <LoadFailed error={notifications.error} onRetry={() => void openNotifications(store)} />
        )}
        {notifications.status === 'ready' && <PromoGift />}
        {notifications.status === 'ready' && notifications.value.length === 0 && (
          <p className="note center">{t`Nothing here yet`}</p>
        )}
        {notifications.status === 'ready' && notifications.value.length > 0 && (
          <ul className="room-list">
            {notifications.value.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </div>
    </OverlayFrame>
  );
}

/**
 * The game's promo gift (GET /api/player/promo/gift/accept): shown while Player.giftNews says a gift waits and no
 * player gift in the list explains it.
 */
function PromoGift() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const notifications = useAtomValue(notificationsAtom);
  const toast = useSetAtom(showToastAtom);
  const [busy, setBusy] = useState(false);
  const waitingInList = notifications.status === 'ready' && notifications.value.some((n) => n.gift && !n.gift.accepted);
  if (!player?.giftNews || waitingInList) return null;

  const take = async (): Promise<void> => {
    setBusy(true);
    try {
      const emeralds = await acceptPromoGifts(store);
      toast(emeralds > 0 ? i18n._(msg`You got ${plural(emeralds, { one: '# emerald', other: '# emeralds' })}`) : t`No gift is waiting`);
    } catch (error: unknown) {
      toast(i18n._(errorMessage(error)));
    }
    setBusy(false);
  };

  return (
    <div className="notice promo-gift" data-kind="PROMO">
      <p className="msg-text">{t`The game has a gift for you`}</p>
      <div className="msg-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void take()}>
          {t`Accept`}
        </button>
      </div>
    </div>
  );
}

function NotificationRow({ notification }: { notification: PlayerNotification }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const toast = useSetAtom(showToastAtom);
  const [busy, setBusy] = useState(false);
  const sender = notification.senderName || t`Nameless hero`;
  const emeralds = notification.giftKind ? EMERALD_GIFT.exec(notification.giftKind)?.[1] : undefined;
  const gift = notification.gift;
  const amount = gift?.amount ?? 0;
  const kind = emeralds
    ? t`Emeralds: ${emeralds}`
    : gift
      ? { GOLD: t`Gold: ${amount}`, CRYSTAL: t`Crystals: ${amount}`, TICKET: t`Wheel tickets: ${amount}` }[gift.resource]
      : notification.giftKind;

  const accept = async (): Promise<void> => {
    setBusy(true);
    try {
      await acceptGift(store, notification.id);
    } catch (error: unknown) {
      toast(i18n._(errorMessage(error)));
    }
    setBusy(false);
  };

  const remove = async (): Promise<void> => {
    setBusy(true);
    try {
      await removeNotification(store, notification.id);
    } catch (error: unknown) {
      toast(i18n._(errorMessage(error)));
      setBusy(false);
    }
  };

  return (
    <li className="notice" data-notification-id={notification.id} data-kind={notification.kind}>
      <div className="msg-meta">
        <span className="msg-author">
          {notification.kind === 'GIFT'
            ? notification.senderId === null
              ? t`A gift`
              : t`A gift from ${sender}`
            : t`Message from the game`}
        </span>
        <time dateTime={new Date(notification.time).toISOString()}>{formatMessageTime(notification.time, i18n.locale)}</time>
      </div>
      {kind && <p className="msg-text gift-kind">{kind}</p>}
      {notification.text && <p className="msg-text">{notification.text}</p>}
      <div className="msg-actions">
        {gift && !gift.accepted && (
          <button type="button" className="btn" disabled={busy} onClick={() => void accept()}>
            {t`Accept`}
          </button>
        )}
        {gift?.accepted && <span className="note">{t`Accepted`}</span>}
        <button type="button" className="link-btn danger" disabled={busy} onClick={() => void remove()}>
          {t`Remove`}
        </button>
      </div>
    </li>
  );
}
