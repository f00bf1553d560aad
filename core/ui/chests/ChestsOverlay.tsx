import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the backpack and heroes pages: the first chunk does not grow (issue 12).
const ChestsPage = lazy(() => import('./ChestsPage.tsx').then((m) => ({ default: m.ChestsPage })));

/** The chests overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ChestsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="chests-page" title={t`Chests`} page={ChestsPage} />;
}
