import type { ApiClient } from './ApiClient.ts';
import type { RequestLayer } from './createRequestLayer.ts';
import { DirectDomainError, DirectDomainErrorCode } from './DirectDomainError.ts';
import { switchToDirectDomain } from './switchToDirectDomain.ts';

/**
 * How long start-up waits for the direct host to confirm the player. Not given by the spec. The direct host is
 * an optimisation (the game plays on its own origin), so it must not hold start-up hostage: a slow or silent
 * host delays the first scene by this much at most, then the game stays where it is. A few seconds still
 * covers a cold connection to a second origin on a slow mobile link.
 */
export const DIRECT_DOMAIN_CHECK_TIMEOUT_MS = 3_000;

export interface MoveToDirectDomainOptions {
  layer: Pick<RequestLayer, 'setBaseUrl'>;
  api: Pick<ApiClient, 'player'>;
  /** The direct API origin (DIRECT_API_HOSTS). */
  host: string;
  /** The player start-up loaded on the current base. */
  playerId: number;
  timeoutMs?: number;
  /** Client error log; console.error, which the error reporter forwards to the server (technical §8). */
  logError?: (...args: unknown[]) => void;
}

/**
 * Technical §8 "Switch to a direct domain": when `host` confirms the same player within the bound, every later
 * call goes there; otherwise the layer stays and one client error is logged. Resolves to whether it moved;
 * never rejects. A late answer after the bound is ignored (the id call is a read, nothing to undo).
 */
export async function moveToDirectDomain(options: MoveToDirectDomainOptions): Promise<boolean> {
  const { host, playerId } = options;
  const timeoutMs = options.timeoutMs ?? DIRECT_DOMAIN_CHECK_TIMEOUT_MS;
  const logError = options.logError ?? console.error;
  const timedOut = Symbol('timed out');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), timeoutMs);
  });
  const outcome = await Promise.race([switchToDirectDomain(options.api, host, playerId), deadline]);
  clearTimeout(timer);
  if (outcome === timedOut || outcome === null) {
    const code = outcome === timedOut ? DirectDomainErrorCode.TIMED_OUT : DirectDomainErrorCode.NOT_CONFIRMED;
    logError(new DirectDomainError(code, { host, playerId, timeoutMs }));
    return false;
  }
  options.layer.setBaseUrl(outcome);
  return true;
}
