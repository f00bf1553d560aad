import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../OverlayFrame.tsx';

// A lazy chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it. It shares one chunk with the other social pages (../socialPages.ts), which open one another.
const ChatPage = lazy(() => import('../socialPages.ts').then((m) => ({ default: m.ChatPage })));

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
