import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the boosters page: the first chunk does not grow.
const ShopsPage = lazy(() => import('./ShopsPage.tsx').then((m) => ({ default: m.ShopsPage })));

/** The shop hub overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ShopsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="shops-page" title={t({ context: 'header', message: 'Shop' })} page={ShopsPage} />;
}
