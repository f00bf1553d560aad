import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// The news page is its own chunk (issue 15): the start-up chunk stays small.
const NewsPage = lazy(() => import('./NewsPage.tsx').then((m) => ({ default: m.NewsPage })));

/** The news overlay as the shell registers it, with a loading line while its chunk comes. */
export function NewsOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="news-page" title={t`News`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <NewsPage />
    </Suspense>
  );
}
