/** What the order box answers (our bridge's reply; README "EXE.RU"). */
export type ExeOrderStatus = 'success' | 'cancel' | 'fail';

export interface ExeOrderResult {
  status: ExeOrderStatus;
  /** EXE.RU's order id when the purchase went through. */
  order_id?: string;
}

/** The EXE.RU JS-API call our adapter uses (hosts.md "exe": `showOrderBox(item)`). */
export interface ExeJsApi {
  showOrderBox(item: string): Promise<ExeOrderResult>;
}

/** Messages of the bridge between the game frame and the operator's page. */
export const ExeMessage = { showOrderBox: 'showOrderBox', orderBoxResult: 'orderBoxResult' } as const;

const statuses = new Set<string>(['success', 'cancel', 'fail']);

/**
 * EXE.RU publishes its JS-API's methods but not its script's address (hosts.md "exe"), so the game frame reaches
 * `showOrderBox` through the operator's page, with our documented messages (README "EXE.RU"): the frame posts
 * `{ exe: 'showOrderBox', requestId, item }` to its parent; the page calls EXE.RU's `showOrderBox(item)` and posts
 * back `{ exe: 'orderBoxResult', requestId, status, order_id }`. Only the parent's answers are taken.
 */
export const createExeParentBridge = (frame: Window): ExeJsApi => {
  let nextRequest = 0;
  const waiting = new Map<number, (result: ExeOrderResult) => void>();
  frame.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { exe?: unknown; requestId?: unknown; status?: unknown; order_id?: unknown } | null;
    if (event.source !== frame.parent || message?.exe !== ExeMessage.orderBoxResult || typeof message.requestId !== 'number') return;
    const status = typeof message.status === 'string' && statuses.has(message.status) ? (message.status as ExeOrderStatus) : 'fail';
    waiting.get(message.requestId)?.({ status, ...(typeof message.order_id === 'string' ? { order_id: message.order_id } : {}) });
    waiting.delete(message.requestId);
  });
  return {
    showOrderBox: (item) =>
      new Promise((resolve) => {
        const requestId = ++nextRequest;
        waiting.set(requestId, resolve);
        frame.parent.postMessage({ exe: ExeMessage.showOrderBox, requestId, item }, '*');
      }),
  };
};
