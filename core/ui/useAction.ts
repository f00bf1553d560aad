import { useCallback, useRef, useState } from 'react';
import { failed, idle, loading, ready, type Remote } from '../state/remote.ts';

/**
 * Runs one action at a time (a second click while busy does nothing) and keeps its failure for display: its
 * state is `loading` while it runs, `ready` after it succeeded, `failed` with the caught error after a failure.
 * The form's own field state is untouched, so no typed data is lost on an error.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [state, setState] = useState<Remote>(idle);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState(loading);
      try {
        await action(...args);
        setState(ready());
        return true;
      } catch (error: unknown) {
        setState(failed(error));
        return false;
      } finally {
        busy.current = false;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState(idle), []);
  return { state, run, reset, busy: state.status === 'loading' };
}
