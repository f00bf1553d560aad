import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// The manual is its own chunk (issue 15): the start-up chunk stays small.
const ManualPage = lazy(() => import('./ManualPage.tsx').then((m) => ({ default: m.ManualPage })));

/** The manual overlay as the shell registers it, with a loading line while its chunk comes. */
export function ManualOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="manual-page" title={t`Manual`} page={ManualPage} />;
}
