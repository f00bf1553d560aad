import { useCallback, useRef, useState } from 'react';

/** Async action state for a button or form: busy while running, the caught error (unknown) after a failure. */
export type ActionState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; error: unknown };

/**
 * Runs one action at a time (a second click while busy does nothing) and keeps its failure for display.
 * The form's own field state is untouched, so no typed data is lost on an error.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState({ status: 'busy' });
      try {
        await action(...args);
        setState({ status: 'idle' });
        return true;
      } catch (error: unknown) {
        setState({ status: 'failed', error });
        return false;
      } finally {
        busy.current = false;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset, busy: state.status === 'busy' };
}
