import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// The news page is its own chunk (issue 15): the start-up chunk stays small.
const NewsPage = lazy(() => import('./NewsPage.tsx').then((m) => ({ default: m.NewsPage })));

/** The news overlay as the shell registers it, with a loading line while its chunk comes. */
export function NewsOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="news-page" title={t`News`} page={NewsPage} />;
}
