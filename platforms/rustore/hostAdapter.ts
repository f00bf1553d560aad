import type { PlatformAdapter } from '../sdk/index.ts';
import { createRuStoreAdapter } from './adapter.ts';
import { ruStoreBridge } from './RuStoreBridge.ts';

/** The rustore adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const bridge = ruStoreBridge(window);
  if (!bridge) throw new Error('rustore: the Android wrapper bridge did not load (window.RuStoreBridge is missing)');
  return createRuStoreAdapter({ bridge, search: location.search });
}
