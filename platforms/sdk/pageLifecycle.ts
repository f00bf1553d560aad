import type { HostLifecycle } from './contract.ts';

/** Something that says when the game must pause (true) and may go on (false); answers its unsubscribe. */
export type PauseSource = (listener: (paused: boolean) => void) => () => void;

/** The page's visibility as a pause: hidden pauses (another tab, a minimised window, a host that hid the frame). */
export const visibilityPause =
  (doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined): PauseSource =>
  (listener) => {
    if (!doc) return () => undefined;
    const tell = () => listener(doc.visibilityState === 'hidden');
    doc.addEventListener('visibilitychange', tell);
    if (doc.visibilityState === 'hidden') listener(true);
    return () => doc.removeEventListener('visibilitychange', tell);
  };

/**
 * A pause a host announces by events (a host's pause and resume, its view hidden and restored): the adapter calls `set`
 * from its host's handlers, the game listens through `source`. A listener that comes late hears the current state.
 */
export function createPauseSignal(): { source: PauseSource; set(paused: boolean): void } {
  let paused = false;
  const listeners = new Set<(paused: boolean) => void>();
  return {
    source(listener) {
      listeners.add(listener);
      if (paused) listener(true);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === paused) return;
      paused = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/**
 * Several pauses as one: paused while any is, told only on a change. The host's events and the page's visibility
 * arrive in either order (a host may report its own overlay only, or the hidden tab too), so neither path alone
 * decides and neither can resume what the other paused.
 */
export const anyPause =
  (...sources: PauseSource[]): PauseSource =>
  (listener) => {
    const paused = sources.map(() => false);
    let told = false;
    const stops = sources.map((source, i) =>
      source((next) => {
        paused[i] = next;
        const any = paused.some(Boolean);
        if (any === told) return;
        told = any;
        listener(any);
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  };

/** The host calls of a lifecycle; each absent one is no call (the host has none). */
export interface LifecycleCalls {
  ready?(): void;
  gameplayStart?(): void;
  gameplayStop?(): void;
  /** The host's own pause events; the page's visibility pauses on top of them. */
  pause?: PauseSource;
  onLeave?: HostLifecycle['onLeave'];
  /** The page whose visibility pauses (tests pass a stand-in; Node has none). */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/** A host call that throws (an SDK without the feature, off the host's domain) must not stop the game. */
const safely = (name: string, call: (() => void) | undefined) => () => {
  try {
    call?.();
  } catch (error: unknown) {
    console.error(`Host lifecycle: ${name} failed`, error);
  }
};

/**
 * The lifecycle every adapter builds its own from (issue 25): the host's calls where it has them, no call where it
 * has none, and a pause that is the page's visibility or'ed with the host's own pause events. With no calls at all
 * it is the lifecycle of a host that has none: only a hidden page pauses.
 */
export function pageLifecycle(calls: LifecycleCalls = {}): HostLifecycle {
  const doc = 'doc' in calls ? calls.doc : (globalThis as { document?: Document }).document;
  const pause = calls.pause ? anyPause(calls.pause, visibilityPause(doc)) : visibilityPause(doc);
  const lifecycle: HostLifecycle = {
    ready: safely('ready', calls.ready),
    gameplayStart: safely('gameplayStart', calls.gameplayStart),
    gameplayStop: safely('gameplayStop', calls.gameplayStop),
    onPause: pause,
  };
  if (calls.onLeave) lifecycle.onLeave = calls.onLeave;
  return lifecycle;
}
