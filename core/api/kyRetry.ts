import type { Options } from 'ky';

/**
 * How a GET that may be retried is retried (technical §8; §9 "Player info retries: 3", "Rating retries: 5"), or a
 * keyed POST (its Idempotency-Key makes a retry safe).
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** The pause before each retry, in ms. */
  delayMs: number;
  /**
   * Asked after the pause, right before retry `retryCount` (1-based) is sent; false gives up with the failure at
   * hand, e.g. because the answer is no longer wanted.
   */
  beforeRetry?: (retryCount: number) => boolean;
}

const isServerError = (status: number): boolean => status >= 500 && status <= 599;
const SERVER_ERRORS = Array.from({ length: 100 }, (_, i) => 500 + i);

/**
 * The ky options of one call retried by ky itself. Only what a retry can cure is retried: no answer (a network
 * error or a timeout) or a 5xx. Any other answer (a 401 or another refusal, a 204, a 307) is final and goes to the
 * request layer's handling like any call's.
 */
export function kyRetry(policy: RetryPolicy): Pick<Options, 'throwHttpErrors' | 'retry' | 'hooks'> {
  const { beforeRetry } = policy;
  return {
    // ky retries a status only when it throws for it; the request layer turns the last one into an ApiError.
    throwHttpErrors: isServerError,
    retry: {
      limit: policy.limit,
      // A POST asks for retries only with an Idempotency-Key (createRequestLayer `keyed`): the server acts once.
      methods: ['get', 'post'],
      statusCodes: SERVER_ERRORS,
      // The pause is always `delayMs`: no Retry-After header stretches it, no backoff grows it.
      afterStatusCodes: [],
      retryOnTimeout: true,
      delay: () => policy.delayMs,
    },
    ...(beforeRetry
      ? {
          hooks: {
            beforeRetry: [
              ({ error, retryCount }) => {
                // ky's documented way to stop retrying: the thrown error reaches the caller.
                if (!beforeRetry(retryCount)) throw error;
              },
            ],
          },
        }
      : {}),
  };
}
