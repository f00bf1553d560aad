/**
 * Remote and async state, the one shape for it (STYLE habit 7): nothing asked yet, under way, arrived with its
 * value, or failed with the caught error (`unknown` until narrowed). A load that brings no value is `Remote`.
 * Extra data that belongs to a load (whose profile it is) sits beside it: `Remote<T> & { target }`.
 */
export type Remote<T = void> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

/** Nothing asked yet (or forgotten). */
export const idle = { status: 'idle' } as const;

/** Under way. */
export const loading = { status: 'loading' } as const;

/** Arrived with `value`; `ready()` for a load that brings none (`Remote<void>`). */
export function ready(): { status: 'ready'; value: void };
export function ready<T>(value: T): { status: 'ready'; value: T };
export function ready(value?: unknown): { status: 'ready'; value: unknown } {
  return { status: 'ready', value };
}

/** Failed with the caught `error`. */
export const failed = (error: unknown): { status: 'failed'; error: unknown } => ({ status: 'failed', error });
