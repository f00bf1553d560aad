/** Why a switch to a direct domain was abandoned (technical §8 "Switch to a direct domain"). */
export const DirectDomainErrorCode = {
  /** The host named another player, refused the token, or could not be reached. */
  NOT_CONFIRMED: 'NOT_CONFIRMED',
  /** The host did not answer within the start-up's bound. */
  TIMED_OUT: 'TIMED_OUT',
} as const;
export type DirectDomainErrorCode = (typeof DirectDomainErrorCode)[keyof typeof DirectDomainErrorCode];

/** A switch to a direct domain that was abandoned: the game stays on its own origin. Logged, never thrown. */
export class DirectDomainError extends Error {
  override readonly name = 'DirectDomainError';
  readonly code: DirectDomainErrorCode;
  readonly host: string;
  readonly playerId: number;

  constructor(code: DirectDomainErrorCode, context: { host: string; playerId: number; timeoutMs: number }) {
    super(
      code === DirectDomainErrorCode.TIMED_OUT
        ? `Switch to the direct domain ${context.host} abandoned: no answer for player ${context.playerId} within ${context.timeoutMs} ms`
        : `Switch to the direct domain ${context.host} abandoned: it did not confirm player ${context.playerId}`,
    );
    this.code = code;
    this.host = context.host;
    this.playerId = context.playerId;
  }
}

/** `instanceof` fails across realms (host iframes), so the name and code are checked too. */
export function isDirectDomainError(error: unknown): error is DirectDomainError {
  if (error instanceof DirectDomainError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return candidate.name === 'DirectDomainError' && typeof candidate.code === 'string' && candidate.code in DirectDomainErrorCode;
}
