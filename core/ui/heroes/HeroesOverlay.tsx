import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../LazyOverlay.tsx';

// The hero pages are their own chunk (issue 11 "the hero page code loads on demand"): the first chunk stays small.
const HeroesPage = lazy(() => import('./HeroesPage.tsx').then((m) => ({ default: m.HeroesPage })));

/** The heroes overlay as the shell registers it: the page, and its frame with a loading line while the chunk comes. */
export function HeroesOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="heroes-page" title={t`Heroes`} page={HeroesPage} />;
}
