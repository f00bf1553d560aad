import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the heroes page (issue 11): the first chunk does not grow.
const BackpackPage = lazy(() => import('./BackpackPage.tsx').then((m) => ({ default: m.BackpackPage })));

/** The backpack overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function BackpackOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="backpack-page" title={t`Backpack`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <BackpackPage />
    </Suspense>
  );
}
