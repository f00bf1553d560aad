import { describe, expect, it } from 'vitest';
import type { BankOrderState, BankOrderView } from '../model/index.ts';
import { payByOrder, type OrderDeps } from './bankOrder.ts';

const view = (state: BankOrderState): BankOrderView => ({ orderId: 'o1', pack: 'gems_100', emeralds: 100, state, mithril: 0 });

/** Deps whose order answers `states` one read after another, on a clock each wait moves forward. */
const deps = (states: BankOrderState[]) => {
  let clock = 0;
  const seen: string[] = [];
  const d: OrderDeps = {
    bank: {
      order: async () => ({ orderId: 'o1', payUrl: 'https://pay.example/o1' }),
      orderState: async () => view(states.shift() ?? 'STARTED'),
    },
    openPayPage: (url) => seen.push(`open ${url}`),
    reloadPlayer: async () => void seen.push('reload'),
    onUpdate: ({ view: v }) => seen.push(v?.state ?? 'ordered'),
    wait: async (ms) => void (clock += ms),
    now: () => clock,
  };
  return { d, seen };
};

describe('payByOrder', () => {
  it('opens the payment page, follows the order until credited, then reloads the balance', async () => {
    const { d, seen } = deps(['STARTED', 'STARTED', 'ACCRUED']);
    expect(await payByOrder(d, 'gems_100', new AbortController().signal)).toBe('paid');
    expect(seen).toEqual(['ordered', 'open https://pay.example/o1', 'STARTED', 'STARTED', 'ACCRUED', 'reload']);
  });

  it('reports a declined order as declined', async () => {
    const { d } = deps(['DECLINED']);
    expect(await payByOrder(d, 'gems_100', new AbortController().signal)).toBe('declined');
  });

  it('stops asking once the limit passed, still waiting, and when the page closed', async () => {
    expect(await payByOrder(deps([]).d, 'gems_100', new AbortController().signal)).toBe('waiting');
    const closed = new AbortController();
    closed.abort();
    const { d, seen } = deps(['ACCRUED']);
    expect(await payByOrder(d, 'gems_100', closed.signal)).toBe('waiting');
    expect(seen).not.toContain('reload');
  });
});
