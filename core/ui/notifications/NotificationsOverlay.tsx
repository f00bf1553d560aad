import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk since issue 12 gave the inbox gifts to accept: the first chunk does not grow.
const NotificationsPage = lazy(() => import('./NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })));

/** The gifts inbox as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function NotificationsOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="notifications-page" title={t`Gifts and messages`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <NotificationsPage />
    </Suspense>
  );
}
