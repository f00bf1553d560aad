import type { PlatformAdapter } from '../sdk/index.ts';
import { createBeelineAdapter } from './adapter.ts';
import { postMessagePortal } from './BeelinePortal.ts';

/** The beeline adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  return createBeelineAdapter({ portal: postMessagePortal(window), search: location.search });
}
