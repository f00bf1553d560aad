import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// The forum is its own chunk (issue 15 budgets): the first chunk and startApp stay as they were.
const ForumPage = lazy(() => import('./ForumPage.tsx').then((m) => ({ default: m.ForumPage })));

/** The forum overlay as the shell registers it: the page, and its frame with a loading line while the chunk comes. */
export function ForumOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="forum-page" title={t`Forum`} page={ForumPage} />;
}
