import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the heroes page (issue 11): the first chunk does not grow.
const BackpackPage = lazy(() => import('./BackpackPage.tsx').then((m) => ({ default: m.BackpackPage })));

/** The backpack overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function BackpackOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="backpack-page" title={t`Backpack`} page={BackpackPage} />;
}
