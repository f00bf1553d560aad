/**
 * The VK Bridge methods our adapter uses, with VK's parameter and answer shapes (@vkontakte/vk-bridge
 * types/data.ts). The narrow contract lets tests pass a fake bridge (fixtures/hosts/vk/fakeVkBridge.ts).
 */
export interface VkMethods {
  VKWebAppInit: { params: Record<string, never>; result: { result: true } };
  VKWebAppShowOrderBox: { params: { type: 'item'; item: string }; result: { status: 'success' | 'cancel' | 'fail'; order_id: string } };
  VKWebAppShowInviteBox: { params: Record<string, never>; result: { success: boolean } };
  VKWebAppShowWallPostBox: { params: { message: string }; result: { post_id: number | string } };
  /** VK's own ads (dev.vk.com bridge VKWebAppShowNativeAds): `result` true when one was shown. */
  VKWebAppShowNativeAds: { params: { ad_format: 'interstitial' | 'reward' }; result: { result: boolean } };
}
export type VkMethod = keyof VkMethods;

/** `bridge.send`: resolves with the `…Result` data, rejects with the `…Failed` data (`error_type`, `error_data`). */
export interface VkBridge {
  send<M extends VkMethod>(method: M, params: VkMethods[M]['params']): Promise<VkMethods[M]['result']>;
  /** Every event VK sends the app, answers and host events alike (`VKWebAppViewHide`, `VKWebAppViewRestore`). */
  subscribe(listener: (event: { detail: { type: string; data?: unknown } }) => void): void;
}

/** The `error_data.error_code` of a bridge rejection, or null. Code 4 is "User denied" (a closed box). */
export const vkErrorCode = (error: unknown): number | null => {
  const data = (error as { error_data?: { error_code?: unknown } } | null)?.error_data;
  return typeof data?.error_code === 'number' ? data.error_code : null;
};
