import type { Store } from 'jotai/vanilla';
import type { ApiClient } from '../api/ApiClient.ts';
import type { RequestLayer } from '../api/createRequestLayer.ts';
import { isApiError } from '../api/ApiError.ts';
import { loadPlayerInfo, type PlayerInfoResult } from '../api/loadPlayerInfo.ts';
import { moveToDirectDomain } from '../api/moveToDirectDomain.ts';
import type { Locale } from '../model/index.ts';
import { LoadStep, type LoadProgress } from '../boot/loadProgress.ts';
import { CLIENT_VERSION, ErrorCode, LoadStage, type PlayerInfo } from '../model/index.ts';
import { firstPlacesAround } from '../rules/index.ts';
import type { PlatformAdapter } from '../platform.ts';
import { connectionLostAtom, playerInfoAtom, versionOutdatedAtom } from '../state/atoms.ts';
import { pageDeviceFacts, registerCharacter } from '../state/character.ts';
import { defaultChoice } from '../state/defaultChoice.ts';
import { noticeSignedOut } from '../state/signedOut.ts';
import { takeVersionRefresh } from '../state/versionRefresh.ts';
import { enterScene, chooseFirstScene, reconnect as reconnectSession } from '../state/session.ts';

/** Technical §4 "Session refresh": a session reload runs at most once in this window, so a 401 loop cannot spin. */
export const SESSION_RELOAD_MIN_INTERVAL_MS = 10_000;

export interface BootDeps {
  store: Store;
  adapter: PlatformAdapter;
  layer: Pick<RequestLayer, 'postForm' | 'postJson' | 'session' | 'baseUrl' | 'setBaseUrl'>;
  api: ApiClient;
  locale: Locale;
  progress: Pick<LoadProgress, 'done'>;
  log: { stage(stage: typeof LoadStage.bootCompleted): void };
  now?: () => number;
  /** Pause between player info retries (technical §9: 3 retries). */
  retryDelayMs?: number;
  /** This page's direct API origin (DIRECT_API_HOSTS, core/boot/directApiHost.ts); null or absent: none. */
  directHost?: string | null;
  /** Bound on the direct host's player id check (default DIRECT_DOMAIN_CHECK_TIMEOUT_MS). */
  directCheckTimeoutMs?: number;
  /**
   * How far around the player the info call loads the road's first places (player/info/road; issue 26); null asks
   * info/current alone. Default: core/rules firstPlacesAround of the window, or null without a window.
   */
  placesAround?: number | null;
  /** The page's referral code, for a player the boot creates itself (`capabilities.startInGameplay`). */
  referralCode?: () => string | undefined;
}

/** The first places' span for this window, or null where there is no window (tests in Node). */
const windowPlacesAround = (): number | null =>
  typeof innerWidth === 'number' && innerWidth > 0 && typeof innerHeight === 'number' ? firstPlacesAround(innerWidth, innerHeight) : null;

/** The start-up of technical §4, resumable from the connection page. */
export interface Boot {
  /** Sign-in, player info (3 retries), version check, first scene. A failure shows the connection page. */
  start(): Promise<void>;
  /** The connection page's Connect button; true when the game is back. */
  reconnect(): Promise<boolean>;
  /** The request layer's session reload (204 / 401): forget the token, sign in again, reload the game state. */
  reloadSession(): Promise<void>;
  /** True once the first scene has been entered. */
  readonly started: boolean;
}

export function createBoot(deps: BootDeps): Boot {
  const { store, adapter, layer, api, locale, progress, log } = deps;
  const now = deps.now ?? Date.now;
  let signedIn = false;
  let started = false;
  let running: Promise<void> | null = null;
  let lastReloadAt = Number.NEGATIVE_INFINITY;
  let directChecked = false;

  const signIn = async (): Promise<void> => {
    const result = await adapter.signIn({
      postForm: (path, body) => layer.postForm(path, body, { repeatable: true }),
      postJson: (path, json) => layer.postJson(path, json),
      lang: locale,
    });
    // Null means the host keeps what is stored (own site: the stored token or none yet).
    if (result.authorization) layer.session.setAuthorization(result.authorization);
    signedIn = true;
  };

  const placesAround = deps.placesAround === undefined ? windowPlacesAround() : deps.placesAround;
  const loadInfo = (init: boolean): Promise<PlayerInfoResult> =>
    loadPlayerInfo(api, {
      init,
      ...(deps.retryDelayMs === undefined ? {} : { delayMs: deps.retryDelayMs }),
      // One call for the info and the road's first places: the first frame waits one round trip, not two.
      ...(placesAround === null ? {} : { around: placesAround }),
    });

  // A host that asks for a new player to land directly in gameplay gets no character selection: the
  // choice it would have offered first starts them.
  const startWithDefaults = (): Promise<PlayerInfo> => {
    const ref = deps.referralCode?.();
    return registerCharacter(api, defaultChoice(), {
      ...pageDeviceFacts(store),
      lang: locale === 'ru' ? 'RU' : 'EN',
      ...(ref ? { ref } : {}),
    });
  };

  const enter = async (found: PlayerInfo | null, firstStart: boolean): Promise<void> => {
    const info = found ?? (adapter.capabilities.startInGameplay ? await startWithDefaults() : null);
    // Technical §4 / product §4: a server that wants a newer client asks the player to press Refresh.
    if (info && info.version > CLIENT_VERSION) store.set(versionOutdatedAtom, true);
    // After that Refresh the player runs the version asked for: the server records it (technical §7). A failure
    // costs nothing but the record, so it is logged, not shown.
    else if (info && takeVersionRefresh()) {
      layer.postForm('/api/player/version/update').catch((error: unknown) => console.error('version/update failed', error));
    }
    enterScene(store, info, await chooseFirstScene(api, info), firstStart);
  };

  // Technical §8 "Switch to a direct domain": once a player exists, move to the direct host when it knows the
  // same player. Asked once per page load (a resumed start-up does not ask again, so it logs at most once), and
  // bounded, so the first scene waits a few seconds at most.
  const tryDirectDomain = async (playerId: number): Promise<void> => {
    const host = deps.directHost;
    if (!host || directChecked || trimSlashes(host) === trimSlashes(layer.baseUrl())) return;
    directChecked = true;
    await moveToDirectDomain({
      layer,
      api,
      host,
      playerId,
      ...(deps.directCheckTimeoutMs === undefined ? {} : { timeoutMs: deps.directCheckTimeoutMs }),
    });
  };

  const fail = (error: unknown): void => {
    // A server that refuses this client's version is reachable: ask for Refresh, not for a reconnect.
    if (isApiError(error) && error.code === ErrorCode.VERSION_OUTDATED) {
      store.set(versionOutdatedAtom, true);
      return;
    }
    console.error('Start-up failed', error);
    store.set(connectionLostAtom, true);
  };

  const run = async (): Promise<void> => {
    try {
      if (!signedIn) {
        await signIn();
        progress.done(LoadStep.signIn);
      }
      const result = await loadInfo(true);
      if (result.kind === 'connectionFailed') return fail(result.error);
      progress.done(LoadStep.playerInfo);
      const info = result.kind === 'player' ? result.info : null;
      // Before the first scene, so its calls and the real-time channel (opened when the player is set) go there.
      if (info) await tryDirectDomain(info.player.id);
      await enter(info, true);
      started = true;
      log.stage(LoadStage.bootCompleted);
    } catch (error: unknown) {
      fail(error);
    }
  };

  const once = (task: () => Promise<void>): Promise<void> => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };

  const reloadSession = (): Promise<void> => {
    // During start-up the boot handles its own failures; later, one reload per window.
    if (!started || running || now() - lastReloadAt < SESSION_RELOAD_MIN_INTERVAL_MS) return running ?? Promise.resolve();
    lastReloadAt = now();
    return once(async () => {
      try {
        const held = store.get(playerInfoAtom);
        layer.session.setAuthorization(null);
        signedIn = false;
        await signIn();
        const result = await loadInfo(false);
        if (result.kind === 'connectionFailed') return fail(result.error);
        const info = result.kind === 'player' ? result.info : null;
        await enter(info, false);
        noticeSignedOut(store, held, info);
      } catch (error: unknown) {
        fail(error);
      }
    });
  };

  const reconnect = async (): Promise<boolean> => {
    if (started && signedIn) return (await reconnectSession(store, api)) !== null;
    if (!(await api.connection.exists())) return false;
    store.set(connectionLostAtom, false);
    if (started) {
      // A session reload lost its sign-in to the outage: redo it, then reload the state.
      lastReloadAt = Number.NEGATIVE_INFINITY;
      await reloadSession();
      return !store.get(connectionLostAtom);
    }
    await once(run);
    return started;
  };

  return {
    start: () => once(run),
    reconnect,
    reloadSession,
    get started() {
      return started;
    },
  };
}

const trimSlashes = (url: string): string => url.replace(/\/+$/, '');
