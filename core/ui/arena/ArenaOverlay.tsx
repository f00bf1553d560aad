import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the heroes and clan pages: the first chunk does not grow.
const ArenaPage = lazy(() => import('./ArenaPage.tsx').then((m) => ({ default: m.ArenaPage })));

/** The arena overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ArenaOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="arena-page" title={t`Arena`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <ArenaPage />
    </Suspense>
  );
}
