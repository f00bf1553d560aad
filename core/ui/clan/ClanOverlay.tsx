import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the heroes and backpack pages: the first chunk does not grow.
const ClanPage = lazy(() => import('./ClanPage.tsx').then((m) => ({ default: m.ClanPage })));

/** The clan overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ClanOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="clan-page" title={t`Clan`} page={ClanPage} />;
}
