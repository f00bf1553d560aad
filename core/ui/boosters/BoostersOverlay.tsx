import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the backpack page: the first chunk does not grow.
const BoostersPage = lazy(() => import('./BoostersPage.tsx').then((m) => ({ default: m.BoostersPage })));

/** The boosters overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function BoostersOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="boosters-page" title={t`Boosters`} page={BoostersPage} />;
}
