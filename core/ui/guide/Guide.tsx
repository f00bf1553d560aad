import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { rendererReadyAtom } from '../../state/atoms.ts';
import { guidePendingAtom } from '../../state/guide.ts';

const GuideCard = lazy(() => import('./GuideCard.tsx'));

/** A guide chunk that does not load costs the player the tips, never the game. */
class WithoutGuideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('Guide: the chunk failed', error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The first-time guide's place in the app (issue 10), mounted once in App.tsx under the game view. Its chunk
 * loads only for a player with a step left, and only once the first scene has drawn, so it never delays the first
 * road frame (test/e2e/assets.spec.ts: nothing unpreloaded is fetched before it).
 */
export function Guide() {
  const pending = useAtomValue(guidePendingAtom);
  const rendererReady = useAtomValue(rendererReadyAtom);
  if (!pending || !rendererReady) return null;
  return (
    <WithoutGuideOnError>
      <Suspense fallback={null}>
        <GuideCard />
      </Suspense>
    </WithoutGuideOnError>
  );
}
