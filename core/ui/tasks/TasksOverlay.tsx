import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// Its own chunk, like the heroes and backpack pages: the first chunk does not grow.
const TasksPage = lazy(() => import('./TasksPage.tsx').then((m) => ({ default: m.TasksPage })));

/** The tasks overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function TasksOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="tasks-page" title={t`Tasks`} page={TasksPage} />;
}
