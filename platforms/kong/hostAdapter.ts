import type { PlatformAdapter } from '../sdk/index.ts';
import { createKongAdapter } from './adapter.ts';
import { kongregateApiLoader } from './KongregateApi.ts';

/** The kong adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const loader = kongregateApiLoader(window);
  if (!loader) throw new Error('kong: kongregate_api.js did not load (window.kongregateAPI is missing)');
  return createKongAdapter({ loader, search: location.search });
}
