import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it.
const HealthRestorePage = lazy(() => import('./HealthRestorePage.tsx').then((m) => ({ default: m.HealthRestorePage })));

/** The squad's healing overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function HealthRestoreOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="health-page" title={t`Heal the squad`} page={HealthRestorePage} />;
}
