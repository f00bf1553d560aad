import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk: the bank (its order states, the sign-in gate) is opened by few players on a visit, so the startup
// chunk does not carry it.
const BankPage = lazy(() => import('./BankPage.tsx').then((m) => ({ default: m.BankPage })));

/** The bank overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function BankOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="bank" title={t`Bank`} page={BankPage} />;
}
