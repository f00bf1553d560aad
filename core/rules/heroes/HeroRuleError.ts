import { CodedError, codedErrorGuard, HeroRefusal } from '../../model/index.ts';

/**
 * A hero action the rules refuse (issue 11). The twin of `RuleError` over the hero codes, which `ErrorCode` does not
 * hold yet (core/model/heroes/heroErrors.ts says how they merge); `context` carries the text's params.
 */
export class HeroRuleError extends CodedError<HeroRefusal> {
  override readonly name = 'HeroRuleError';
  readonly context: Record<string, string | number>;

  constructor(code: HeroRefusal, message: string, context: Record<string, string | number> = {}) {
    super(code, `Hero rules: ${message}`);
    this.context = context;
  }
}

/** True for a HeroRuleError, also across realms where `instanceof` fails: see `codedErrorGuard`. */
export const isHeroRuleError = codedErrorGuard(HeroRuleError, 'HeroRuleError', HeroRefusal);
