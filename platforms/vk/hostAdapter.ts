import type { PlatformAdapter } from '../sdk/index.ts';
import bridge from '@vkontakte/vk-bridge';
import { createVkAdapter } from './adapter.ts';
import type { VkBridge } from './VkBridge.ts';

/** The vk adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  // vk-bridge's `send` is typed over every VK method; ours names the few the adapter uses.
  return createVkAdapter({ bridge: bridge as unknown as VkBridge, search: location.search });
}
