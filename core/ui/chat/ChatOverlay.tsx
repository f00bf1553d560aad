import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// A lazy chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it. It shares one chunk with the other social pages (../socialPages.ts), which open one another.
const ChatPage = lazy(() => import('../socialPages.ts').then((m) => ({ default: m.ChatPage })));

/** The chat overlay as the shell registers it: the page, framed with a loading line while its chunk comes. */
export function ChatOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="chat-page" title={t`Chat`} page={ChatPage} />;
}
