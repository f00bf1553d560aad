import type { ErrorCode } from '../model/index.ts';

/** Why an input is refused; `params` carry the limits the text names (e.g. `{ max: 40 }`). */
export interface ValidationFailure {
  code: ErrorCode;
  params?: Record<string, number | string>;
}
