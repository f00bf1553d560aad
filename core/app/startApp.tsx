import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '../api/createApiClient.ts';
import { createErrorReporter } from '../api/createErrorReporter.ts';
import { createRequestLayer } from '../api/createRequestLayer.ts';
import { createSocialApi } from '../api/socialApi.ts';
import { createLiveChannel, liveUrl, loadStompClient } from '../live/createLiveChannel.ts';
import { accountChoiceStorageAtom, offerAccountChoice } from '../state/accountChoice.ts';
import { watchChatClose } from '../state/chat.ts';
import { startLive } from '../state/live.ts';
import { watchMailClose } from '../state/mail.ts';
import { socialApiAtom } from '../state/social.ts';
import { requestLayerAtom } from '../state/requestLayerAtom.ts';
import { wordingAtom } from '../state/character.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { ChatOverlay } from '../ui/chat/ChatOverlay.tsx';
import { MailOverlay } from '../ui/mail/MailOverlay.tsx';
import { NotificationsOverlay } from '../ui/notifications/NotificationsOverlay.tsx';
import { ProfileOverlay } from '../ui/profile/ProfileOverlay.tsx';
import { RatingOverlay } from '../ui/rating/RatingOverlay.tsx';
import type { StorageLike } from '../platform.ts';
import type { Locale } from '../model/index.ts';
import { buildDirectApiHosts, directApiHost } from '../boot/directApiHost.ts';
import { importWithRetry } from '../boot/importWithRetry.ts';
import type { LoadLog } from '../boot/loadLog.ts';
import { LoadStep, type LoadProgress } from '../boot/loadProgress.ts';
import type { LoadingScreen } from '../boot/loadingScreen.ts';
import { referralCode } from '../boot/referralCode.ts';
import { installErrorReporting } from '../api/installErrorReporting.ts';
import { LoadStage } from '../model/index.ts';
import type { PlatformAdapter } from '../platform.ts';
import { adapterAtom, apiAtom, assetProgressAtom, rendererReadyAtom } from '../state/atoms.ts';
import { followStartupInterfaceStyle } from '../state/interfaceStyle.ts';
import { localeAtom } from '../state/settings.ts';
import { AccountChoicePage } from '../ui/AccountChoicePage.tsx';
import { App } from '../ui/App.tsx';
import { BankOverlay } from '../ui/bank/BankOverlay.tsx';
import { AppServicesContext, type AppServices } from '../ui/AppServices.tsx';
import { HealthRestoreOverlay } from '../ui/health/HealthRestoreOverlay.tsx';
import { HeroesOverlay } from '../ui/heroes/HeroesOverlay.tsx';
import { ForumOverlay } from '../ui/forum/ForumOverlay.tsx';
import { BackpackOverlay } from '../ui/backpack/BackpackOverlay.tsx';
import { ChestsOverlay } from '../ui/chests/ChestsOverlay.tsx';
import { TasksOverlay } from '../ui/tasks/TasksOverlay.tsx';
import { EventsOverlay } from '../ui/events/EventsOverlay.tsx';
import { WheelOverlay } from './WheelOverlay.tsx';
import { BoostersOverlay } from '../ui/boosters/BoostersOverlay.tsx';
import { ShopsOverlay } from '../ui/shops/ShopsOverlay.tsx';
import { RewardsOverlay } from '../ui/rewards/RewardsOverlay.tsx';
import { ClanOverlay } from '../ui/clan/ClanOverlay.tsx';
import { ArenaOverlay } from '../ui/arena/ArenaOverlay.tsx';
import { ModerationOverlay } from '../ui/moderation/ModerationOverlay.tsx';
import { noteGameBan } from '../state/gameBan.ts';
import { watchActing } from '../state/actingAs.ts';
import { createSessionCheck } from '../state/sessionCheck.ts';
import { AccountOverlay } from '../ui/account/AccountOverlay.tsx';
import { shellOverlays, type OverlayPages } from '../ui/OverlayHost.tsx';
import { whenRoadIdle } from '../state/whenRoadIdle.ts';
import { followHostLifecycle } from '../state/hostLifecycle.ts';
import { followHostBackButton } from '../state/hostBackButton.ts';
import { followHostSafeArea } from './followHostSafeArea.ts';
import { activeRoadSaverAtom } from '../state/roadSession.ts';
import { ManualOverlay } from '../ui/content/ManualOverlay.tsx';
import { NewsOverlay } from '../ui/content/NewsOverlay.tsx';
import '../ui/app.css';
import '../ui/theme.css';
import { createBoot } from './createBoot.ts';
import { loadedComponent } from './loadedComponent.tsx';

/** The longest the live channel's code waits for the first frame (issue 26). */
const LIVE_CODE_WAIT_MS = 10_000;

/** theme.css's `--c-night-0`, for a page whose styles are not applied yet. */
const FRAME_COLOUR = '#0b0a1c';

export interface StartAppOptions {
  adapter: PlatformAdapter;
  /** The element React renders into (the loading screen is its sibling). */
  root: HTMLElement;
  apiBase: string;
  locale: Locale;
  storage: StorageLike;
  i18n: I18n;
  progress: LoadProgress;
  log: LoadLog;
  screen: LoadingScreen;
}

/** Overlay pages owned elsewhere are wired here as they arrive; null ones do not open. */
const overlays: OverlayPages = {
  ...shellOverlays,
  profile: ProfileOverlay,
  healthRestore: HealthRestoreOverlay,
  chat: ChatOverlay,
  mail: MailOverlay,
  rating: RatingOverlay,
  notifications: NotificationsOverlay,
  bank: BankOverlay,
  accountChoice: AccountChoicePage,
  heroes: HeroesOverlay,
  backpack: BackpackOverlay,
  chests: ChestsOverlay,
  tasks: TasksOverlay,
  wheel: WheelOverlay,
  boosters: BoostersOverlay,
  shops: ShopsOverlay,
  rewards: RewardsOverlay,
  events: EventsOverlay,
  clan: ClanOverlay,
  arena: ArenaOverlay,
  forum: ForumOverlay,
  moderation: ModerationOverlay,
  account: AccountOverlay,
  manual: ManualOverlay,
  news: NewsOverlay,
};

/**
 * The app chunk (React, jotai, lingui, ky): builds the store, the request layer and the API client, installs
 * client error reporting, renders the shell and runs the start-up of technical §4. The renderer is its own
 * chunk, imported with endless retries (technical §8) as soon as this one runs.
 */
export async function startApp(options: StartAppOptions): Promise<void> {
  const { adapter, progress, log, screen } = options;
  const store = createStore();
  store.set(localeAtom, options.locale);
  store.set(wordingAtom, { i18n: options.i18n, errorMessage });
  followStartupInterfaceStyle(store);

  // The boot is made after the layer, but the layer's session reload must reach it.
  let reloadSession: () => void = () => undefined;
  const layer = createRequestLayer({
    baseUrl: options.apiBase,
    storage: options.storage,
    platformHeaders: () => ({ ...adapter.headers() }),
    onSessionReload: () => reloadSession(),
    // Technical §4 "Session refresh": a 307 moves this frame (not the host page) to the given address.
    onRedirect: (url) => {
      location.href = url;
    },
    onRefused: (error) => noteGameBan(store, error),
  });
  const api = createApiClient(layer);
  store.set(socialApiAtom, createSocialApi(layer));
  // The heroes client is made by the lazy heroes chunk from this layer (state/heroes.ts requireHeroes).
  store.set(requestLayerAtom, layer);
  installErrorReporting(window, createErrorReporter((message) => api.logs.add(message)));
  store.set(apiAtom, api);
  store.set(adapterAtom, adapter);
  store.set(accountChoiceStorageAtom, options.storage);

  const renderer = importWithRetry(() => import('./GameView.tsx'), {
    onRetry: (attempt, error) => console.error(`Renderer chunk import failed (attempt ${attempt})`, error),
  }).then((module) => {
    progress.done(LoadStep.rendererChunk);
    return module;
  });
  const GameView = loadedComponent(renderer.then((module) => module.default));

  const boot = createBoot({
    store,
    adapter,
    layer,
    api,
    locale: options.locale,
    progress,
    log,
    directHost: directApiHost(location.hostname, buildDirectApiHosts),
    referralCode: () => referralCode(location.search, adapter.capabilities.referral),
  });
  reloadSession = () => void boot.reloadSession();

  store.sub(assetProgressAtom, () => progress.set(LoadStep.atlas, store.get(assetProgressAtom)));
  let loading = true;
  const finishLoading = (): void => {
    if (!loading || !store.get(rendererReadyAtom)) return;
    loading = false;
    // The first frame is drawn: whatever the atlases reported, the load is complete.
    progress.done(LoadStep.atlas);
    progress.done(LoadStep.firstFrame);
    log.stage(LoadStage.gameStarted);
    log.stop();
    void screen.finish();
  };
  store.sub(rendererReadyAtom, finishLoading);

  const services: AppServices = {
    adapter,
    reconnect: () => boot.reconnect(),
    forgetAuthorization: () => layer.session.setAuthorization(null),
    href: () => location.href,
    reload: () => location.reload(),
    navigate: (url) => location.assign(url),
    referralCode: () => referralCode(location.search, adapter.capabilities.referral),
  };

  // Issue 15: a refused live channel or a page back into view asks whether the session still names a player.
  const checkSession = createSessionCheck(store, {
    isPlayerExist: () => api.security.isPlayerExist(),
    reloadSession: () => reloadSession(),
  });

  // Issue 4: the real-time channel opens when the first player is set; closing chat or mail runs their rules.
  // It opens on the layer's base at that moment: start-up may have moved it to a direct domain (technical §8).
  // Issue 26: the socket's code (@stomp/stompjs, its own chunk) loads once the first frame is drawn, not beside it on
  // a slow line; never later than LIVE_CODE_WAIT_MS, should no scene ever draw.
  const firstFrameDrawn = new Promise<void>((resolve) => {
    const check = () => {
      if (store.get(rendererReadyAtom)) resolve();
    };
    store.sub(rendererReadyAtom, check);
    check();
    setTimeout(resolve, LIVE_CODE_WAIT_MS);
  });
  startLive(store, {
    openChannel: (channel) =>
      createLiveChannel({
        ...channel,
        url: liveUrl(layer.baseUrl(), location.href),
        authorization: () => layer.session.authorization(),
        // Retried without end like every other chunk (technical §8); each failed attempt is the channel's to report.
        loadClient: (failed) =>
          firstFrameDrawn.then(() =>
            importWithRetry(loadStompClient, {
              onRetry: (attempt, error) => {
                console.error(`Live channel chunk import failed (attempt ${attempt})`, error);
                failed(error);
              },
            }),
          ),
      }),
    onRefused: checkSession,
  });
  // Issue 15: a session ended on another device is noticed when the page comes back into view (a sleeping device
  // misses the live channel's word of it).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkSession();
  });
  // Issue 25: the host hears ready and gameplay from here, and pauses the game (music, sound, the canvas's clock).
  followHostLifecycle(store, adapter, {
    save: () => void store.get(activeRoadSaverAtom)?.flush(),
    onPageHide: (listener) => {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
  });
  // The host's back control goes back as Escape does (pages, the hero's page, the clan hall, the arena all close on it).
  followHostBackButton(store, adapter, () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
  followHostSafeArea(adapter, document.documentElement);
  // The host's chrome around the frame in the game's night (theme.css), so the frame has no seam.
  adapter.frameColour?.(getComputedStyle(document.documentElement).getPropertyValue('--c-night-0').trim() || FRAME_COLOUR);
  watchChatClose(store);
  watchMailClose(store);
  // Issue 15: the last news, once the road is up; its code and call come only then.
  whenRoadIdle(store, () => void import('../state/content.ts').then((m) => m.showNewsIfNew(store)));
  watchActing(store, () => import('../state/moderation.ts').then((m) => m.loadActing(store)));

  createRoot(options.root).render(
    <I18nProvider i18n={options.i18n}>
      <Provider store={store}>
        <AppServicesContext.Provider value={services}>
          <App GameView={GameView} overlays={overlays} />
        </AppServicesContext.Provider>
      </Provider>
    </I18nProvider>,
  );

  await boot.start();
  if (boot.started) await offerAccountChoice(store, adapter);
}
