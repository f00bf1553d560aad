import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk (issue 15): only moderators ever open it, so nobody else downloads it.
const ModerationPage = lazy(() => import('./ModerationPage.tsx').then((m) => ({ default: m.ModerationPage })));

/** The moderation overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ModerationOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="moderation-page" title={t`Moderation`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <ModerationPage />
    </Suspense>
  );
}
