import type { PlatformAdapter } from '../sdk/index.ts';
import { createOkAdapter } from './adapter.ts';
import { okFapi, type OkScope } from './Fapi.ts';

/** The ok adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const fapi = okFapi(window);
  if (!fapi) throw new Error('ok: fapi5.js did not load (window.FAPI is missing)');
  return createOkAdapter({ fapi, scope: window as OkScope, search: location.search });
}
