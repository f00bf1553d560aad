import type { ErrorCode } from '../model/index.ts';

/** A move or input the game rules refuse; `code` is the wire code the server answers with (technical §8). */
export class RuleError extends Error {
  override name = 'RuleError' as const;
  readonly code: ErrorCode;
  readonly context: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, context: Record<string, unknown> = {}) {
    super(`Rules: ${message}`);
    this.code = code;
    this.context = context;
  }
}

/** True for a RuleError, also across realms where `instanceof` fails (compares `name`). */
export const isRuleError = (e: unknown): e is RuleError =>
  e instanceof RuleError ||
  (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'RuleError' && 'code' in e);
