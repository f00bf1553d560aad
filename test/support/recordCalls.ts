/** One call a recorded function received, and how the real call ended. */
export interface RecordedCall<A extends unknown[]> {
  args: A;
  /** Settles once the real call has ended, never rejecting. */
  ended: Promise<'fulfilled' | 'rejected'>;
}

export interface RecordedFunction<A extends unknown[], R> {
  /** Give this to the code under test in place of `fn`. */
  fn: (...args: A) => Promise<R>;
  /** Every call so far, in order, recorded when it is made. */
  calls: RecordedCall<A>[];
  /** Resolves once every call made so far has ended (a `fetch`: its answer came back, so the server has seen it). */
  ended(): Promise<('fulfilled' | 'rejected')[]>;
}

/**
 * Wraps an async function (`fetch`, a log call) so a test knows synchronously what the code under test sent and
 * can await those calls' ends instead of sleeping. The caller gets a promise of its own, which only it handles:
 * a rejection the code under test leaves unhandled is still reported as unhandled.
 */
export function recordCalls<A extends unknown[], R>(fn: (...args: A) => Promise<R>): RecordedFunction<A, R> {
  const calls: RecordedCall<A>[] = [];
  return {
    calls,
    fn: (...args) => {
      const real = fn(...args);
      calls.push({ args, ended: real.then(() => 'fulfilled' as const, () => 'rejected' as const) });
      return new Promise<R>((resolve, reject) => void real.then(resolve, reject));
    },
    ended: () => Promise.all(calls.map((call) => call.ended)),
  };
}
