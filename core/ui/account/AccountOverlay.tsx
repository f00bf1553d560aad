import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the backpack page (issue 11): the first chunk does not grow.
const AccountPage = lazy(() => import('./AccountPage.tsx').then((m) => ({ default: m.AccountPage })));

/** The account overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function AccountOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="account-page" title={t`Account`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <AccountPage />
    </Suspense>
  );
}
