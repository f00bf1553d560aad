import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// Its own chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it.
const ChatPage = lazy(() => import('./ChatPage.tsx').then((m) => ({ default: m.ChatPage })));

/** The chat overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ChatOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="chat-page" title={t`Chat`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <ChatPage />
    </Suspense>
  );
}
