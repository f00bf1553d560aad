import type { ApiClient } from '../../core/api/ApiClient.ts';
import { createApiClient } from '../../core/api/createApiClient.ts';
import { createRequestLayer, type RequestLayer } from '../../core/api/createRequestLayer.ts';

/** A Map-backed `Storage` standing in for local storage; `map` shows what was stored. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** The real request layer and API client pointed at a test server. */
export function createTestApi(
  baseUrl: string,
  options: {
    storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
    onSessionReload?: () => void;
    platformHeaders?: () => Record<string, string>;
    now?: () => number;
    /** The page's domain the client reports in logs. */
    domain?: string;
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
  return { api: createApiClient(layer, { domain: options.domain ?? 'test.local' }), layer };
}
