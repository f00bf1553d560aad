/** Remote state as a discriminated union (STYLE: remote state). */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

export const idle = { status: 'idle' } as const;
