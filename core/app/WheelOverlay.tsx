import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OverlayFrame } from '../ui/OverlayFrame.tsx';

// Its own chunk (issue 12): ui and scene may not import each other, so the app lays the renderer's wheel into the
// page here, and neither grows the startup chunk.
const WheelWithStage = lazy(() =>
  import('./wheelChunk.ts').then(({ WheelPage, WheelStage }) => ({ default: () => <WheelPage stage={<WheelStage />} /> })),
);

/** The wheel of fortune overlay as the shell registers it, framed with a loading line while its chunk comes. */
export function WheelOverlay() {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <OverlayFrame id="wheel-page" title={t`Wheel of fortune`}>
          <p className="message" role="status">{t`Loading…`}</p>
        </OverlayFrame>
      }
    >
      <WheelWithStage />
    </Suspense>
  );
}
