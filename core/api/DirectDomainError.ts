import { CodedError, codedErrorGuard } from '../model/index.ts';

/** Why a switch to a direct domain was abandoned (technical §8 "Switch to a direct domain"). */
export const DirectDomainErrorCode = {
  /** The host named another player, refused the token, or could not be reached. */
  NOT_CONFIRMED: 'NOT_CONFIRMED',
  /** The host did not answer within the start-up's bound. */
  TIMED_OUT: 'TIMED_OUT',
} as const;
export type DirectDomainErrorCode = (typeof DirectDomainErrorCode)[keyof typeof DirectDomainErrorCode];

/** A switch to a direct domain that was abandoned: the game stays on its own origin. Logged, never thrown. */
export class DirectDomainError extends CodedError<DirectDomainErrorCode> {
  override readonly name = 'DirectDomainError';
  readonly host: string;
  readonly playerId: number;

  constructor(code: DirectDomainErrorCode, context: { host: string; playerId: number; timeoutMs: number }) {
    super(
      code,
      code === DirectDomainErrorCode.TIMED_OUT
        ? `Switch to the direct domain ${context.host} abandoned: no answer for player ${context.playerId} within ${context.timeoutMs} ms`
        : `Switch to the direct domain ${context.host} abandoned: it did not confirm player ${context.playerId}`,
    );
    this.host = context.host;
    this.playerId = context.playerId;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isDirectDomainError = codedErrorGuard(DirectDomainError, 'DirectDomainError', DirectDomainErrorCode);
