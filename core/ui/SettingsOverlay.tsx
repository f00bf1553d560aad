import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from './LazyOverlay.tsx';

// Its own chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it.
const SettingsPage = lazy(() => import('./SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));

/** The settings overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function SettingsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="settings-page" title={t`Settings`} page={SettingsPage} />;
}
