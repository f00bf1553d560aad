import type { PurchaseOutcome } from '../sdk/index.ts';

/** What the token call answers (API.md "CrazyGames bank (Xsolla)"). */
interface TokenAnswer {
  url: string;
  payments: number;
}

/** The part of the page the Pay Station purchase needs: a window to open and a clock to wait with. */
export interface PayStationHost {
  open(): PayStationWindow | null;
  wait(ms: number): Promise<void>;
}

/** The Pay Station's window: pointed at the token's address once it is known, watched until the player closes it. */
export interface PayStationWindow {
  show(url: string): void;
  readonly closed: boolean;
  close(): void;
}

export const POLL_MS = 1500;
/** How long the client waits for Xsolla's webhook after the player closes the Pay Station. */
const AFTER_CLOSE_MS = 4500;

const isTokenAnswer = (value: unknown): value is TokenAnswer =>
  typeof (value as TokenAnswer | null)?.url === 'string' &&
  /^https?:\/\//.test((value as TokenAnswer).url) &&
  typeof (value as TokenAnswer).payments === 'number';

const paymentsOf = (value: unknown): number | null => {
  const payments = (value as { payments?: unknown } | null)?.payments;
  return typeof payments === 'number' ? payments : null;
};

/**
 * Buys a pack through Xsolla's Pay Station (hosts.md "crazy — Pay"). The window opens at once, in the player's click,
 * so no popup blocker stops it, and is pointed at the Pay Station when our server has its token. The emeralds come
 * from Xsolla's webhook to our server, so this waits for our server to count one more credited payment: paid then;
 * cancelled when the player closes the window and none came.
 */
export async function xsollaPurchase(
  post: (path: string) => Promise<unknown>,
  page: PayStationHost,
  order: { productId: string; lang: string },
): Promise<PurchaseOutcome> {
  const frame = page.open();
  let answer: unknown;
  try {
    answer = await post(`/api/integration/crazy/payment/token?product_id=${encodeURIComponent(order.productId)}&lang=${order.lang}`);
  } catch (error: unknown) {
    frame?.close();
    throw error;
  }
  if (!isTokenAnswer(answer)) {
    frame?.close();
    return { kind: 'failed', reason: 'The server answered no Pay Station token' };
  }
  if (frame === null) return { kind: 'failed', reason: 'The Pay Station window was blocked' };
  frame.show(answer.url);
  const before = answer.payments;
  let closedAt: number | null = null;
  for (let waited = 0; ; waited += POLL_MS) {
    await page.wait(POLL_MS);
    const now = paymentsOf(await post('/api/integration/crazy/payment/status').catch(() => null));
    if (now !== null && now > before) {
      frame.close();
      return { kind: 'paid', paymentId: `crazy:${now}` };
    }
    if (closedAt === null && frame.closed) closedAt = waited;
    if (closedAt !== null && waited - closedAt >= AFTER_CLOSE_MS) return { kind: 'cancelled' };
  }
}

/** The browser's Pay Station: a new window (Xsolla's own page, outside the game's frame). */
export const browserPayStation: PayStationHost = {
  open() {
    const opened = globalThis.open('about:blank', '_blank');
    if (!opened) return null;
    return {
      show: (url) => opened.location.replace(url),
      get closed() {
        return opened.closed;
      },
      close: () => opened.close(),
    };
  },
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
