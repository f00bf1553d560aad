/** The part of `Storage` the session needs: local storage in the browser, a Map-backed fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Local storage keys of the session (technical §3 "Local storage keys": the random session id). The bearer
 * token is kept beside it because the server hands it out in a response header (`createServerClient` reads it).
 */
export const SessionStorageKey = {
  sessionId: 'sessionId',
  authorization: 'authorization',
} as const;
export type SessionStorageKey = (typeof SessionStorageKey)[keyof typeof SessionStorageKey];

/** The session id and authorization, read and written through a storage. */
export interface SessionStore {
  /** The stored session id; a random one is made and stored when there is none. */
  sessionId(): string;
  setSessionId(id: string): void;
  authorization(): string | null;
  /** `null` forgets the token. */
  setAuthorization(token: string | null): void;
}

/**
 * Storage access can throw (blocked third-party storage inside host iframes, private modes), so each value is
 * also kept in memory and the game still works for the page's lifetime.
 */
export function createSessionStore(
  storage: StorageLike,
  randomId: () => string = () => crypto.randomUUID(),
): SessionStore {
  const memory = new Map<SessionStorageKey, string | null>();

  const read = (key: SessionStorageKey): string | null => {
    try {
      const value = storage.getItem(key);
      if (value !== null) return value;
    } catch {
      // fall back to memory
    }
    return memory.get(key) ?? null;
  };

  const write = (key: SessionStorageKey, value: string | null): void => {
    memory.set(key, value);
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // kept in memory only
    }
  };

  return {
    sessionId() {
      const stored = read(SessionStorageKey.sessionId);
      if (stored) return stored;
      const id = randomId();
      write(SessionStorageKey.sessionId, id);
      return id;
    },
    setSessionId(id) {
      write(SessionStorageKey.sessionId, id);
    },
    authorization() {
      return read(SessionStorageKey.authorization);
    },
    setAuthorization(token) {
      write(SessionStorageKey.authorization, token);
    },
  };
}
