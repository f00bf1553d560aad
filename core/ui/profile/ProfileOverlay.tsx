import { lazy } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { profileTargetAtom } from '../../state/social.ts';
import { LazyOverlay } from '../LazyOverlay.tsx';

// A lazy chunk (issue 26): the road's first frame never shows this page, so the startApp chunk that frame waits for
// does not carry it. It shares one chunk with the other social pages (../socialPages.ts), which open one another.
const ProfilePage = lazy(() => import('../socialPages.ts').then((m) => ({ default: m.ProfilePage })));

/** The profile overlay (a player's or a clan's) as the shell registers it: the page, framed with a loading line while
 * its chunk comes. */
export function ProfileOverlay() {
  const { t } = useLingui();
  // The page's own title: a clan's details or a player's profile.
  const clan = useAtomValue(profileTargetAtom)?.kind === 'clan';
  return <LazyOverlay id="profile-page" title={clan ? t`Clan` : t`Profile`} page={ProfilePage} />;
}
