import { describe, expect, it } from 'vitest';
import { createFakeVkBridge } from '../../fixtures/hosts/vk/fakeVkBridge.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
import { createVkAdapter, vkAppleClient } from './adapter.ts';

/** A fake bridge whose backend is never reached: only VKWebAppInit, which the fake VK client answers itself. */
const bridge = () => createFakeVkBridge({ origin: 'http://127.0.0.1:9', user: '42', next: () => PurchaseScript.ok });
const launch = (platform: string) => `?vk_user_id=42&vk_app_id=7&vk_platform=${platform}&vk_ts=1&sign=abc&foo=1`;

describe('VK adapter', () => {
  it('sends VKWebAppInit first at sign-in, then only the signed vk_* launch parameters to our server', async () => {
    const vk = bridge();
    const posted: [string, Record<string, string>][] = [];
    await createVkAdapter({ bridge: vk, search: launch('desktop_web') }).signIn({ postForm: async (path, body) => void posted.push([path, body]), lang: 'ru' });
    expect(vk.calls.map((call) => call.method)).toEqual(['VKWebAppInit']);
    expect(posted).toEqual([
      ['/api/integration/vk/authenticate', { vk_user_id: '42', vk_app_id: '7', vk_platform: 'desktop_web', vk_ts: '1', sign: 'abc', lang: 'ru' }],
    ]);
  });

  it('tells the VK apps for iPhone and iPad from the others by vk_platform', () => {
    expect(['mobile_iphone', 'mobile_ipad', 'mobile_iphone_messenger'].map(vkAppleClient)).toEqual([true, true, true]);
    expect(['desktop_web', 'mobile_web', 'mobile_android', 'mobile_android_messenger', 'mobile_iphonex', undefined].map(vkAppleClient)).toEqual([
      false, false, false, false, false, false,
    ]);
  });

  it('sells nothing in the VK app for iPhone and iPad, where VK forbids virtual goods: payments off, no order box opened', async () => {
    const vk = bridge();
    const adapter = createVkAdapter({ bridge: vk, search: launch('mobile_iphone') });
    await adapter.signIn({ postForm: async () => ({}), lang: 'en' });
    expect(adapter.capabilities.payments).toBe(false);
    expect((await adapter.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 14 })).kind).toBe('failed');
    expect(vk.calls.map((call) => call.method)).toEqual(['VKWebAppInit']);
    expect(createVkAdapter({ bridge: vk, search: launch('mobile_android') }).capabilities.payments).toBe(true);
  });
});
