import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyOverlay } from '../ui/LazyOverlay.tsx';

// Its own chunk (issue 12): ui and scene may not import each other, so the app lays the renderer's wheel into the
// page here, and neither grows the startup chunk.
const WheelWithStage = lazy(() =>
  import('./wheelChunk.ts').then(({ WheelPage, WheelStage }) => ({ default: () => <WheelPage stage={<WheelStage />} /> })),
);

/** The wheel of fortune overlay as the shell registers it, framed with a loading line while its chunk comes. */
export function WheelOverlay() {
  const { t } = useLingui();
  return <LazyOverlay id="wheel-page" title={t`Wheel of fortune`} page={WheelWithStage} />;
}
