import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the heroes and backpack pages: the first chunk does not grow.
const ClanPage = lazy(() => import('./ClanPage.tsx').then((m) => ({ default: m.ClanPage })));

/** The clan overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ClanOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="clan-page" title={t`Clan`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <ClanPage />
    </Suspense>
  );
}
