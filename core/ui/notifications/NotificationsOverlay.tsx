import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk since issue 12 gave the inbox gifts to accept: the first chunk does not grow.
const NotificationsPage = lazy(() => import('./NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })));

/** The gifts inbox as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function NotificationsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="notifications-page" title={t`Gifts and messages`} page={NotificationsPage} />;
}
