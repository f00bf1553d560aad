import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the heroes and clan pages: the first chunk does not grow.
const ArenaPage = lazy(() => import('./ArenaPage.tsx').then((m) => ({ default: m.ArenaPage })));

/** The arena overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ArenaOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="arena-page" title={t`Arena`} page={ArenaPage} />;
}
