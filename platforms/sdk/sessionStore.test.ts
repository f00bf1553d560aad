import { describe, expect, it } from 'vitest';
import { createSessionStore, SessionStorageKey } from './sessionStore.ts';
import { memoryStorage } from '../../test/support/testApi.ts';

describe('createSessionStore', () => {
  it('makes a random session id once and keeps it in the storage', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const id = store.sessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.sessionId()).toBe(id);
    expect(storage.getItem(SessionStorageKey.sessionId)).toBe(id);
    expect(createSessionStore(storage).sessionId()).toBe(id);
    expect(createSessionStore(memoryStorage()).sessionId()).not.toBe(id);
  });

  it('stores and forgets the authorization', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    expect(store.authorization()).toBeNull();
    store.setAuthorization('token-1');
    expect(storage.getItem(SessionStorageKey.authorization)).toBe('token-1');
    expect(createSessionStore(storage).authorization()).toBe('token-1');
    store.setAuthorization(null);
    expect(store.authorization()).toBeNull();
    expect(storage.getItem(SessionStorageKey.authorization)).toBeNull();
  });

  it('keeps working in memory when the storage throws', () => {
    const blocked: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore(blocked, () => 'fixed-id');
    expect(store.sessionId()).toBe('fixed-id');
    store.setAuthorization('t');
    expect(store.authorization()).toBe('t');
  });
});
