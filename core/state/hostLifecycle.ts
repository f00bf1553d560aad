import type { Store } from 'jotai/vanilla';
import { BattleOutcome } from '../model/index.ts';
import { interstitialAllowed, type PlatformAdapter } from '../platform.ts';
import {
  battleAtom, connectionLostAtom, gamePausedAtom, overlayAtom, PauseReason, pauseReasonsAtom, rendererReadyAtom, SceneName,
  sceneAtom, sceneOnScreenAtom,
} from './atoms.ts';

type LifecycleStore = Pick<Store, 'get' | 'set' | 'sub'>;

/** Sets or clears one reason the game is paused. */
export const setPaused = (store: Pick<Store, 'get' | 'set'>, reason: PauseReason, paused: boolean): void => {
  const reasons = store.get(pauseReasonsAtom);
  if (reasons.has(reason) === paused) return;
  const next = new Set(reasons);
  if (paused) next.add(reason);
  else next.delete(reason);
  store.set(pauseReasonsAtom, next);
};

/**
 * Runs `show` (a host's ad) with the game paused and muted for its whole duration (issue 25), whatever it answers.
 * The pause is set before the host is asked, so gameplay is reported stopped before the ad opens.
 */
export async function whilePausedForAd<T>(store: Pick<Store, 'get' | 'set'>, show: () => Promise<T>): Promise<T> {
  setPaused(store, PauseReason.ad, true);
  try {
    return await show();
  } finally {
    setPaused(store, PauseReason.ad, false);
  }
}

/** Gameplay runs while the road or an undecided battle is on screen, with no page over it, connected and unpaused. */
const playing = (store: LifecycleStore): boolean => {
  if (!store.get(rendererReadyAtom) || store.get(overlayAtom) !== null || store.get(connectionLostAtom) || store.get(gamePausedAtom)) {
    return false;
  }
  const onScreen = store.get(sceneOnScreenAtom);
  if (onScreen === SceneName.road) return true;
  if (onScreen !== SceneName.battle) return false;
  const battle = store.get(battleAtom);
  return battle.status === 'ready' && battle.value.outcome === BattleOutcome.NONE;
};

export interface HostLifecycleOptions {
  now?: () => number;
  /** The page's own "about to close" (`pagehide`), for hosts that have no leave request of their own. */
  onPageHide?: (listener: () => void) => () => void;
  /** What saves the game's unsaved state (the road's coordinate) when the host asks to or the page goes. */
  save?: () => void;
}

/**
 * Core's side of the host lifecycle (issue 25; platforms/README.md "Lifecycle"), watching the store:
 * - `ready` once, when the first scene is drawn and the loading screen goes (`rendererReadyAtom`);
 * - `gameplayStart`/`gameplayStop` as `playing` turns on and off: on the road and in an undecided battle, stopped for
 *   a page, the scenes' fades and loading scenes, a decided battle, a lost connection, a pause or an ad; never twice;
 * - the host's pause into `pauseReasonsAtom` (the sound engine and the canvas follow `gamePausedAtom`);
 * - an interstitial at the natural break after a battle (its result closed: the battle scene left), as the host's rule
 *   allows, paused and muted while it shows;
 * - a leave request (or the page hiding for good) saves.
 * Returns the clean-up.
 */
export function followHostLifecycle(store: LifecycleStore, adapter: PlatformAdapter, options: HostLifecycleOptions = {}): () => void {
  const now = options.now ?? Date.now;
  const { lifecycle } = adapter;
  let readyAt: number | null = null;
  let gameplay = false;
  let lastAdClosed: number | null = null;
  let adPending = false;

  const update = (): void => {
    if (readyAt === null && store.get(rendererReadyAtom)) {
      readyAt = now();
      lifecycle.ready();
    }
    const next = playing(store);
    if (next === gameplay) return;
    gameplay = next;
    if (next) lifecycle.gameplayStart();
    else lifecycle.gameplayStop();
  };

  const interstitial = async (): Promise<void> => {
    const show = adapter.interstitialAd;
    const rule = adapter.interstitialRule;
    if (!adapter.capabilities.interstitialAd || !show || !rule || readyAt === null || adPending) return;
    if (!interstitialAllowed(rule, now(), readyAt, lastAdClosed)) return;
    adPending = true;
    try {
      const shown = await whilePausedForAd(store, () => show.call(adapter).catch(() => false));
      if (shown) lastAdClosed = now();
    } finally {
      adPending = false;
    }
  };

  let scene = store.get(sceneAtom).name;
  const onScene = (): void => {
    const next = store.get(sceneAtom).name;
    const left = scene === SceneName.battle && next !== SceneName.battle;
    scene = next;
    if (left) void interstitial();
  };

  const save = options.save ?? (() => undefined);
  const stops = [
    ...[rendererReadyAtom, overlayAtom, connectionLostAtom, gamePausedAtom, sceneOnScreenAtom, battleAtom].map((watched) =>
      store.sub(watched, update),
    ),
    store.sub(sceneAtom, onScene),
    lifecycle.onPause((paused) => setPaused(store, PauseReason.host, paused)),
    lifecycle.onLeave?.(save) ?? options.onPageHide?.(save) ?? (() => undefined),
  ];
  update();
  return () => {
    for (const stop of stops) stop();
  };
}
