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

export const isServerError = (status: number): boolean => status >= 500 && status <= 599;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one call by `attempt` (one fetch), and again under `policy` while a retry can cure what came: no answer (the
 * fetch rejected, a timeout included) or a 5xx. Any other answer (a 401 or another refusal, a 204, a 307) is final
 * and goes to the request layer's handling like any call's. The pause is always `delayMs`: no Retry-After header
 * stretches it, no backoff grows it. Resolves to the last answer, a 5xx too once the retries are used up or
 * refused; rejects with the last failure when no answer came. Without a policy the call is sent once.
 *
 * Our own loop rather than ky's (issue 26, all JS): ky was ~9 KB gzip of the first visit, of which the request
 * layer used the retries, a timeout and two hooks.
 */
export async function withRetries(attempt: () => Promise<Response>, policy: RetryPolicy | undefined): Promise<Response> {
  for (let retryCount = 1; ; retryCount++) {
    let answer: Response | undefined;
    let failure: unknown;
    try {
      answer = await attempt();
      if (!isServerError(answer.status)) return answer;
    } catch (error: unknown) {
      failure = error;
    }
    const given = (): Response => {
      if (answer) return answer;
      throw failure;
    };
    if (!policy || retryCount > policy.limit) return given();
    await pause(policy.delayMs);
    if (policy.beforeRetry && !policy.beforeRetry(retryCount)) return given();
    // The 5xx given up on: its body is not read, so let its connection go.
    void answer?.body?.cancel().catch(() => undefined);
  }
}
