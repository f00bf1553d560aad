import { lazy, Suspense, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '../i18n/errorMessage.ts';
import { InterfaceMode } from '../model/index.ts';
import {
  canvasBlockedAtom,
  connectionLostAtom,
  playerAtom,
  overlayAtom,
  playerInfoAtom,
  sceneAtom,
  SceneName,
  versionOutdatedAtom,
} from '../state/atoms.ts';
import { actingAsAtom } from '../state/actingAs.ts';
import { gameBanAtom } from '../state/gameBan.ts';
import { mayShowPromotion, promotionFactsAtom, PromotionPopup } from '../state/promotionGate.ts';
import { interfaceStyleAtom } from '../state/interfaceStyle.ts';
import { signedOutAtom } from '../state/signedOut.ts';
import { useAppServices } from './AppServices.tsx';
import { ConnectionPage } from './ConnectionPage.tsx';
import { Footer } from './Footer.tsx';
import { Guide } from './guide/Guide.tsx';
import { Header } from './Header.tsx';
import { OverlayHost, type OverlayPages } from './OverlayHost.tsx';
import { SceneBoundary } from './SceneBoundary.tsx';
import { SoundDirector } from './sound/SoundDirector.tsx';
import { Toasts } from './Toasts.tsx';
import { VersionOutdated } from './VersionOutdated.tsx';

// Issue 12: its own chunk, fetched once a player is in; the first chunk only gains this line.
const DailyRewardPrompt = lazy(() => import('./chests/DailyRewardPrompt.tsx').then((m) => ({ default: m.DailyRewardPrompt })));
// Issue 15: its own chunk, fetched only while a moderator acts as a player or a game ban is in force.
const ModerationNotices = lazy(() => import('./moderation/ModerationNotices.tsx').then((m) => ({ default: m.ModerationNotices })));
// Issue 12: its own chunk, fetched only when a campaign the player has not seen is running.
const CampaignOffer = lazy(() => import('./boosters/CampaignOffer.tsx').then((m) => ({ default: m.CampaignOffer })));
// Issue 15: its own chunk, fetched only when this session was ended elsewhere (a password change).
const SignedOutNotice = lazy(() => import('./account/SignedOutNotice.tsx').then((m) => ({ default: m.SignedOutNotice })));

export interface AppProps {
  /** The game view (the renderer with the scenes' HUDs), lazy-loaded as its own chunk (three and r3f stay out of the shell). */
  GameView: ComponentType;
  overlays: OverlayPages;
}

/**
 * The main view (technical §2): header, the game view (the canvas and each scene's HUD) with its blocker,
 * footer, then overlay pages, toasts and the connection and version pages on top. The canvas mounts once the boot has chosen the first scene, so its
 * first frame is the first scene's.
 */
export function App({ GameView, overlays }: AppProps) {
  const services = useAppServices();
  const scene = useAtomValue(sceneAtom);
  const blocked = useAtomValue(canvasBlockedAtom);
  const connectionLost = useAtomValue(connectionLostAtom);
  const versionOutdated = useAtomValue(versionOutdatedAtom);
  const signedOut = useAtomValue(signedOutAtom);
  const signedIn = useAtomValue(playerAtom) !== null;
  // Promotions (the daily reward prompt, a campaign's offer) wait for a finished guide and a first battle, and one
  // opens per visit (core/state/promotionGate.ts); their chunks load only once the gate may let them through.
  const promotions = useAtomValue(promotionFactsAtom);
  const unseenCampaign = useAtomValue(playerInfoAtom)?.optionalUnseenCampaign ?? null;
  const overlay = useAtomValue(overlayAtom);
  // The style's custom properties (app.css) hang on this root, so every overlay and HUD inside follows it.
  const style = useAtomValue(interfaceStyleAtom);
  const acting = useAtomValue(actingAsAtom) !== null;
  const gameBanned = useAtomValue(gameBanAtom) !== null;

  return (
    <div className="app" data-ui={style === InterfaceMode.MODERN ? 'modern' : 'original'}>
      {(acting || gameBanned) && (
        <Suspense fallback={null}>
          <ModerationNotices />
        </Suspense>
      )}
      <Header />
      <main className="stage">
        {scene.name !== SceneName.boot && (
          <SceneBoundary reload={services.reload} fallback={<SceneFailed />}>
            <Suspense fallback={null}>
              <GameView />
            </Suspense>
          </SceneBoundary>
        )}
        {blocked && <div className="blocker" aria-hidden="true" />}
        <OverlayHost pages={overlays} />
        {signedIn && scene.name === SceneName.road && mayShowPromotion(promotions, PromotionPopup.dailyReward) && (
          <Suspense fallback={null}>
            <DailyRewardPrompt />
          </Suspense>
        )}
      </main>
      <Guide />
      {services.adapter.chrome.footer && <Footer />}
      {unseenCampaign !== null && overlay === null && mayShowPromotion(promotions, PromotionPopup.campaignOffer) && (
        <Suspense fallback={null}>
          <CampaignOffer type={unseenCampaign} />
        </Suspense>
      )}
      <Toasts />
      <SoundDirector />
      {connectionLost && <ConnectionPage />}
      {versionOutdated && <VersionOutdated />}
      {signedOut && (
        <Suspense fallback={null}>
          <SignedOutNotice />
        </Suspense>
      )}
    </div>
  );
}

function SceneFailed() {
  const { t, i18n } = useLingui();
  const services = useAppServices();
  return (
    <div className="overlay">
      <section className="panel" role="alert">
        <p className="message">{i18n._(errorMessages.INTERNAL)}</p>
        <div className="center">
          <button type="button" className="btn" onClick={() => services.reload()}>
            {t`Refresh`}
          </button>
        </div>
      </section>
    </div>
  );
}
