import { Component, type ReactNode } from 'react';

/** A page reload for a broken scene happens at most once in this window, so a scene that always fails cannot loop. */
export const SCENE_RELOAD_MIN_INTERVAL_MS = 10_000;
const RELOADED_AT_KEY = 'sceneReloadedAt';

interface Props {
  children: ReactNode;
  reload(): void;
  /** Shown when the reload was already tried. */
  fallback: ReactNode;
  now?: () => number;
}

/**
 * Technical §2 / §8: if a scene fails to start, the page reloads. The error is logged first (the error
 * reporter forwards console errors to the server).
 */
export class SceneBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Scene failed to start', error);
    const now = (this.props.now ?? Date.now)();
    const last = Number(readSession(RELOADED_AT_KEY) ?? Number.NEGATIVE_INFINITY);
    if (now - last < SCENE_RELOAD_MIN_INTERVAL_MS) return;
    writeSession(RELOADED_AT_KEY, String(now));
    this.props.reload();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // without session storage the guard cannot hold; the reload still happens once per page
  }
}
