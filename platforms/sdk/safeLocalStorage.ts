import type { StorageLike } from './sessionStore.ts';

/**
 * `window.localStorage` itself throws in sandboxed or third-party host iframes. Then a memory storage stands
 * in for the page's lifetime; the first chunk and the request layer share the one returned here, so both
 * see the same session id.
 */
export function safeLocalStorage(): StorageLike {
  try {
    const storage = window.localStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}
