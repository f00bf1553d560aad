import type { PlatformAdapter } from '../sdk/index.ts';
import { createOwnAdapter } from './adapter.ts';

/** The own adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  return createOwnAdapter();
}
