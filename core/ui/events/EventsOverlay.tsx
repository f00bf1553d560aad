import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the tasks and heroes pages: the first chunk does not grow.
const EventsPage = lazy(() => import('./EventsPage.tsx').then((m) => ({ default: m.EventsPage })));

/** The events overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function EventsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="events-page" title={t`Events`} page={EventsPage} />;
}
