import bridge from '@vkontakte/vk-bridge';
import { mount } from '../../core/index.ts';
import { createVkAdapter } from './adapter.ts';
import type { VkBridge } from './VkBridge.ts';

const root = document.getElementById('game');
if (!root) throw new Error('vk: the page has no #game element');
// vk-bridge's `send` is typed over every VK method; ours names the few the adapter uses.
mount(createVkAdapter({ bridge: bridge as unknown as VkBridge, search: location.search }), root);
