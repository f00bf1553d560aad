import type { PlatformAdapter } from '../sdk/index.ts';
import { createExeAdapter } from './adapter.ts';
import { createExeParentBridge } from './ExeJsApi.ts';

/** The exe adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  return createExeAdapter({ api: createExeParentBridge(window), search: location.search });
}
