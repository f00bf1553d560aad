import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the backpack page (issue 11): the first chunk does not grow.
const AccountPage = lazy(() => import('./AccountPage.tsx').then((m) => ({ default: m.AccountPage })));

/** The account overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function AccountOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="account-page" title={t`Account`} page={AccountPage} />;
}
