import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk, like the heroes and backpack pages: the first chunk does not grow.
const TasksPage = lazy(() => import('./TasksPage.tsx').then((m) => ({ default: m.TasksPage })));

/** The tasks overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function TasksOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="tasks-page" title={t`Tasks`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <TasksPage />
    </Suspense>
  );
}
