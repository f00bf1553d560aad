import type { PlatformAdapter, PlatformHeaders, PurchaseOutcome, SignInContext } from '../../core/platform.ts';
import { defaultCapabilities } from '../../core/platform.ts';
import { vkErrorCode, type VkBridge } from './VkBridge.ts';

/** vk-bridge's client error for a dialog the user closed. */
const USER_DENIED = 4;

/** The launch parameters VK put in our iframe URL (`vk_*` and `sign`): the proof of identity (hosts.md "vk"). */
export const vkLaunchParams = (search: string): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (key.startsWith('vk_') || key === 'sign') params[key] = value;
  return params;
};

/**
 * VKontakte (hosts.md "vk"; technical §7 "Platform payment dialogs": order box and invite box). Sign-in
 * forwards the signed launch parameters to `vk/authenticate`; `viewer_id` carries the VK user id on every
 * request; emeralds are sold through VKWebAppShowOrderBox, whose answer is only a hint (it may report failure
 * after a payment went through: vk-bridge #613, #626).
 */
export function createVkAdapter(options: { bridge: VkBridge; search: string }): PlatformAdapter {
  const { bridge } = options;
  const launch = vkLaunchParams(options.search);
  const userId = launch.vk_user_id ?? '';
  let server: SignInContext | null = null;

  return {
    source: 'vk',
    async signIn(ctx) {
      server = ctx;
      if (!launch.sign || !userId) throw new Error('vk: the page URL carries no signed launch parameters');
      await bridge.send('VKWebAppInit', {});
      await ctx.postForm('/api/integration/vk/authenticate', { ...launch, lang: ctx.lang });
      // The request layer stored the token from the answer's Authorization header.
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (userId ? { viewer_id: userId } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null) return { kind: 'failed', reason: 'not signed in' };
      try {
        const result = await bridge.send('VKWebAppShowOrderBox', { type: 'item', item: product.id });
        if (result.status === 'success') return { kind: 'paid', paymentId: String(result.order_id) };
        return result.status === 'cancel' ? { kind: 'cancelled' } : { kind: 'failed', reason: 'order box failed' };
      } catch (error: unknown) {
        if (vkErrorCode(error) === USER_DENIED) return { kind: 'cancelled' };
        return { kind: 'failed', reason: `order box error ${String(vkErrorCode(error) ?? 'unknown')}` };
      }
    },
    locale: () => (launch.vk_language === 'en' ? 'en' : launch.vk_language === 'ru' ? 'ru' : null),
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true, invite: true, share: true, referral: true },
    currency: 'VOTES',
    async invite() {
      try {
        return (await bridge.send('VKWebAppShowInviteBox', {})).success;
      } catch {
        return false;
      }
    },
    async share(text) {
      try {
        await bridge.send('VKWebAppShowWallPostBox', { message: text });
        return true;
      } catch {
        return false;
      }
    },
  };
}
