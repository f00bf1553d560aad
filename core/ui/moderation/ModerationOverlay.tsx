import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk (issue 15): only moderators ever open it, so nobody else downloads it.
const ModerationPage = lazy(() => import('./ModerationPage.tsx').then((m) => ({ default: m.ModerationPage })));

/** The moderation overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ModerationOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="moderation-page" title={t`Moderation`} page={ModerationPage} />;
}
