import { Suspense, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from './OverlayFrame.tsx';

/**
 * An overlay page in a lazy chunk as the shell registers it: the page, framed under its own id and title with a
 * loading line while its chunk comes. The caller keeps its `lazy(() => import(...))`, so the bundle splits there.
 */
export function LazyOverlay({ id, title, page: Page }: { id: string; title: string; page: ComponentType }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id={id} title={title}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <Page />
    </Suspense>
  );
}
