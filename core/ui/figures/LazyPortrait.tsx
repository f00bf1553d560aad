import { lazy, Suspense } from 'react';
import type { PortraitProps } from './Portrait.tsx';

// The figure specs are a chunk of their own that the scene loads: the chat, heal and profile pages live in the app's
// first chunk, and importing Portrait there pulled the specs into it (+8 KB gzip before the first road frame).
const Portrait = lazy(() => import('./Portrait.tsx').then((m) => ({ default: m.Portrait })));

/** Portrait for screens of the app's first chunk: a blank of the same size until the figures' chunk is there. */
export function LazyPortrait(props: PortraitProps) {
  const blank = (
    <span className={props.className} style={{ display: 'inline-block', width: props.size, height: props.size }} aria-hidden="true" />
  );
  return (
    <Suspense fallback={blank}>
      <Portrait {...props} />
    </Suspense>
  );
}
