import { INTERSTITIAL_RULES, PlatformDialogError, createPauseSignal, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext, type SocialDialog } from '../sdk/index.ts';
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
 * Whether VK runs the game in its app for iPhone or iPad (`vk_platform` mobile_iphone, mobile_ipad, and their
 * messenger kinds), where App Store rules forbid selling virtual goods (dev.vk.com "Payments using VK votes").
 */
export const vkAppleClient = (platform: string | undefined): boolean => /^mobile_ip(hone|ad)(_|$)/.test(platform ?? '');

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
  const sells = !vkAppleClient(launch.vk_platform);
  let server: SignInContext | null = null;
  // VK hides the app for its own windows and the app switcher: VKWebAppViewHide, then VKWebAppViewRestore.
  const hidden = createPauseSignal();
  let listening = false;

  /** A box's bridge call: VK's answer, or false when the player closed the box (error 4). */
  const box = async (dialog: SocialDialog, send: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await send();
    } catch (error: unknown) {
      if (vkErrorCode(error) === USER_DENIED) return false;
      const detail = `VK answered error ${String(vkErrorCode(error) ?? 'unknown')}`;
      throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'vk', dialog, detail, cause: error });
    }
  };

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
      if (!sells) return { kind: 'failed', reason: 'VK sells no virtual goods in its iOS app' };
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
    capabilities: { ...defaultCapabilities, payments: sells, invite: true, share: true, referral: true, interstitialAd: true },
    currency: 'VOTES',
    // VK's invite box takes no text: VK words the invitation itself (vk-bridge types/data.ts).
    invite: () => box('invite', async () => (await bridge.send('VKWebAppShowInviteBox', {})).success),
    // A result carries the new post's id: the post is made.
    // VK has no loading or gameplay calls (VKWebAppInit, at sign-in, is its "ready"); it hides and restores the view.
    lifecycle: pageLifecycle({
      pause: (listener) => {
        if (!listening) {
          listening = true;
          bridge.subscribe(({ detail }) => {
            if (detail.type === 'VKWebAppViewHide') hidden.set(true);
            else if (detail.type === 'VKWebAppViewRestore') hidden.set(false);
          });
        }
        return hidden.source(listener);
      },
    }),
    interstitialRule: INTERSTITIAL_RULES.vk ?? undefined,
    async interstitialAd() {
      try {
        return (await bridge.send('VKWebAppShowNativeAds', { ad_format: 'interstitial' })).result;
      } catch {
        // No ad to show (VK answers an error then): the game goes on.
        return false;
      }
    },
    share: (text) => box('share', async () => (await bridge.send('VKWebAppShowWallPostBox', { message: text })).post_id !== undefined),
  };
}
