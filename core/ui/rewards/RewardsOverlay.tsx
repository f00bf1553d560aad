import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the other pages: the first chunk does not grow.
const RewardsPage = lazy(() => import('./RewardsPage.tsx').then((m) => ({ default: m.RewardsPage })));

/** The Rewards hub as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function RewardsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="rewards-page" title={t`Rewards`} page={RewardsPage} />;
}
