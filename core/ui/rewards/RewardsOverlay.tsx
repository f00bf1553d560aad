import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the other pages: the first chunk does not grow.
const RewardsPage = lazy(() => import('./RewardsPage.tsx').then((m) => ({ default: m.RewardsPage })));

/** The Rewards hub as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function RewardsOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="rewards-page" title={t`Rewards`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <RewardsPage />
    </Suspense>
  );
}
