import { CodedError, codedErrorGuard, ErrorCode } from '../model/index.ts';

/** A move or input the game rules refuse; `code` is the wire code the server answers with (technical §8). */
export class RuleError extends CodedError<ErrorCode> {
  override readonly name = 'RuleError';
  readonly context: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, context: Record<string, unknown> = {}) {
    super(code, `Rules: ${message}`);
    this.context = context;
  }
}

/** True for a RuleError, also across realms where `instanceof` fails: see `codedErrorGuard`. */
export const isRuleError = codedErrorGuard(RuleError, 'RuleError', ErrorCode);
