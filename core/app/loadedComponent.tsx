import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component that draws nothing until `loading` resolves, then the loaded component with the same props; a failed
 * load is thrown from render, to the nearest error boundary.
 *
 * Why not lazy() in a Suspense boundary: React holds a boundary's reveal until 300 ms after the last fallback it
 * showed (react-dom's FALLBACK_THROTTLE_MS, for retries). The game view's boundary showed its (empty) fallback when the
 * road's answer came, and the renderer chunk came 100–200 ms later on the slow profile, so the road's first render
 * waited out the rest of those 300 ms with nothing to do (a 150 ms timer in the trace, issue 26). An update from a
 * store is not a retry: the view renders as soon as its chunk is in.
 */
export function loadedComponent<P extends object>(loading: Promise<ComponentType<P>>): ComponentType<P> {
  let outcome: { component: ComponentType<P> } | { error: unknown } | null = null;
  const listeners = new Set<() => void>();
  const settle = (value: NonNullable<typeof outcome>): void => {
    outcome = value;
    for (const listener of listeners) listener();
  };
  loading.then(
    (component) => settle({ component }),
    (error: unknown) => settle({ error }),
  );
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => outcome;
  return function Loaded(props: P) {
    const now = useSyncExternalStore(subscribe, read, read);
    if (now === null) return null;
    if ('error' in now) throw now.error;
    const Component = now.component;
    return <Component {...props} />;
  };
}
