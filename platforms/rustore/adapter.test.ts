import { describe, expect, it } from 'vitest';
import { createFakeRuStoreBridge } from '../../fixtures/hosts/rustore/fakeRuStoreBridge.ts';
import { DialogScript } from '../../fixtures/hosts/shared/DialogScript.ts';
import { createRuStoreAdapter, ruStoreTicket } from './adapter.ts';

const search = '?uid=rs-1&ts=1772366400&sig=abc&lang=ru';

describe('RuStore adapter', () => {
  it('reads the launch ticket of the page URL, and none when a field is missing', () => {
    expect(ruStoreTicket(search)).toEqual({ uid: 'rs-1', ts: '1772366400', sig: 'abc' });
    expect(ruStoreTicket('?uid=rs-1&ts=1')).toBeNull();
  });

  it('declares the store app: the age badge, the rate window, payments in RUB, no referral, no rewarded ad, no id header', () => {
    const adapter = createRuStoreAdapter({ bridge: createFakeRuStoreBridge({ origin: 'http://127.0.0.1:9', next: () => 'ok' }), search });
    expect(adapter.capabilities).toMatchObject({ ageBadge: true, rate: true, payments: true, referral: false, invite: false, share: false, rewardedAd: false });
    expect(adapter.currency).toBe('RUB');
    expect(adapter.headers()).toEqual({});
  });

  it('opens the rate window through the bridge: shown is done, not shown is false, a bridge error fails', async () => {
    let review: DialogScript = DialogScript.ok;
    const bridge = createFakeRuStoreBridge({ origin: 'http://127.0.0.1:9', next: () => 'ok', review: () => review });
    const adapter = createRuStoreAdapter({ bridge, search });
    expect(await adapter.rate?.()).toBe(true);
    review = DialogScript.cancelled;
    expect(await adapter.rate?.()).toBe(false);
    review = DialogScript.failed;
    await expect(adapter.rate?.()).rejects.toMatchObject({ name: 'PlatformDialogError', code: 'HOST_FAILED', dialog: 'rate' });
    expect(bridge.calls).toEqual(['requestReview', 'requestReview', 'requestReview']);
  });

  it('refuses to pay before sign-in, without opening RuStore Pay', async () => {
    const bridge = createFakeRuStoreBridge({ origin: 'http://127.0.0.1:9', next: () => 'ok' });
    const outcome = await createRuStoreAdapter({ bridge, search }).purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 99 });
    expect(outcome.kind).toBe('failed');
    expect(bridge.calls).toEqual([]);
  });

  it('fails sign-in without a launch ticket, before calling the server', async () => {
    const posted: string[] = [];
    const adapter = createRuStoreAdapter({ bridge: createFakeRuStoreBridge({ origin: 'http://127.0.0.1:9', next: () => 'ok' }), search: '?lang=ru' });
    await expect(adapter.signIn({ postForm: async (path) => posted.push(path), lang: 'ru' })).rejects.toThrow(/launch ticket/);
    expect(posted).toEqual([]);
  });
});
