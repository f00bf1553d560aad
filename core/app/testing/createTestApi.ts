import type { ApiClient } from '../../api/ApiClient.ts';
import { createApiClient } from '../../api/createApiClient.ts';
import { createRequestLayer, type RequestLayer } from '../../api/createRequestLayer.ts';
import type { StorageLike } from '../../api/sessionStore.ts';

/** A Map-backed storage standing in for local storage. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The real request layer and API client pointed at a test server. */
export function createTestApi(
  baseUrl: string,
  options: {
    storage?: StorageLike;
    onSessionReload?: () => void;
    platformHeaders?: () => Record<string, string>;
    now?: () => number;
  } = {},
): { api: ApiClient; layer: RequestLayer } {
  const layer = createRequestLayer({
    baseUrl,
    storage: options.storage ?? memoryStorage(),
    platformHeaders: options.platformHeaders ?? (() => ({})),
    onSessionReload: options.onSessionReload ?? (() => undefined),
    onRedirect: () => undefined,
    ...(options.now ? { now: options.now } : {}),
  });
  return { api: createApiClient(layer, { domain: 'test.local' }), layer };
}
