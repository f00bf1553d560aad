import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the tasks and heroes pages: the first chunk does not grow.
const EventsPage = lazy(() => import('./EventsPage.tsx').then((m) => ({ default: m.EventsPage })));

/** The events overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function EventsOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="events-page" title={t`Events`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <EventsPage />
    </Suspense>
  );
}
