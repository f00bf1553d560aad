/**
 * Beeline publishes no game SDK (hosts.md "beeline"), so the portal page around our frame speaks our own small
 * postMessage protocol (README "Beeline"): the frame asks `pay`, the portal shows its payment dialog, charges the
 * subscriber, calls our payment callback from its server, and answers `payResult`. The answer is only a hint.
 */
export const BEELINE_MESSAGE = 'beeline-portal';

export interface BeelinePayRequest {
  productId: string;
  /** In kopecks. */
  amount: number;
  currency: 'RUB';
}

export type BeelinePayStatus = 'paid' | 'cancelled' | 'failed';

export interface BeelinePayResult {
  status: BeelinePayStatus;
  /** The portal's payment id (the callback's `payment_id`), when it charged. */
  paymentId?: string;
}

export interface BeelinePortal {
  pay(request: BeelinePayRequest): Promise<BeelinePayResult>;
}

/** What goes over postMessage, both ways. */
export type BeelineMessage =
  | { type: typeof BEELINE_MESSAGE; method: 'pay'; requestId: number; params: BeelinePayRequest }
  | { type: typeof BEELINE_MESSAGE; method: 'payResult'; requestId: number; result: BeelinePayResult };

const statuses = new Set<string>(['paid', 'cancelled', 'failed']);

/** The portal's answer to request `requestId`, or null for any other message. */
export const payResultOf = (data: unknown, requestId: number): BeelinePayResult | null => {
  const message = data as Partial<Extract<BeelineMessage, { method: 'payResult' }>> | null;
  if (message?.type !== BEELINE_MESSAGE || message.method !== 'payResult' || message.requestId !== requestId) return null;
  const status = message.result?.status;
  if (typeof status !== 'string' || !statuses.has(status)) return { status: 'failed' };
  const paymentId = message.result?.paymentId;
  return typeof paymentId === 'string' ? { status: status as BeelinePayStatus, paymentId } : { status: status as BeelinePayStatus };
};

/** A portal that never answers leaves the purchase failed after this long (the dialog is the portal's). */
const PAY_TIMEOUT_MS = 15 * 60_000;

/** The portal page that embeds `frame` (its parent window), over postMessage. */
export const postMessagePortal = (frame: Window): BeelinePortal => {
  let lastRequest = 0;
  return {
    pay(params) {
      const requestId = ++lastRequest;
      return new Promise((resolve) => {
        const done = (result: BeelinePayResult): void => {
          frame.removeEventListener('message', listen);
          clearTimeout(timer);
          resolve(result);
        };
        const listen = (event: MessageEvent): void => {
          if (event.source !== frame.parent) return;
          const result = payResultOf(event.data, requestId);
          if (result) done(result);
        };
        const timer = setTimeout(() => done({ status: 'failed' }), PAY_TIMEOUT_MS);
        frame.addEventListener('message', listen);
        const message: BeelineMessage = { type: BEELINE_MESSAGE, method: 'pay', requestId, params };
        // The portal's origin is the operator's and not known to the bundle; the request carries no secret.
        frame.parent.postMessage(message, '*');
      });
    },
  };
};
