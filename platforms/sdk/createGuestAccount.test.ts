import { describe, expect, it } from 'vitest';
import type { StorageLike } from './sessionStore.ts';
import { createGuestAccount } from './createGuestAccount.ts';

const mapStorage = (): StorageLike => {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
};

const blocked: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError: storage is blocked');
  },
  setItem: () => {
    throw new Error('SecurityError: storage is blocked');
  },
  removeItem: () => {
    throw new Error('SecurityError: storage is blocked');
  },
};

describe('createGuestAccount', () => {
  it('forgets the token and the flag an account left on the device when a guest signs in', () => {
    const storage = mapStorage();
    storage.setItem('authorization', 'token-of-an-account');
    createGuestAccount(storage, 'hostAccount').remember('user-1');
    expect(storage.getItem('hostAccount')).toBe('user-1');

    expect(createGuestAccount(storage, 'hostAccount').signIn()).toEqual({ authorization: null });
    expect(storage.getItem('authorization')).toBeNull();
    expect(storage.getItem('hostAccount')).toBeNull();
  });

  it('keeps a guest trial token when no account flag is stored', () => {
    const storage = mapStorage();
    storage.setItem('authorization', 'guest-trial-token');
    expect(createGuestAccount(storage, 'hostAccount').signIn()).toEqual({ authorization: 'guest-trial-token' });
    expect(storage.getItem('authorization')).toBe('guest-trial-token');
  });

  it('reads only its own host key', () => {
    const storage = mapStorage();
    storage.setItem('authorization', 'guest-trial-token');
    createGuestAccount(storage, 'otherAccount').remember('user-1');
    expect(createGuestAccount(storage, 'hostAccount').signIn()).toEqual({ authorization: 'guest-trial-token' });
    expect(storage.getItem('otherAccount')).toBe('user-1');
  });

  it('plays a guest without a token when storage throws (a blocked iframe)', () => {
    const guest = createGuestAccount(blocked, 'hostAccount');
    expect(() => guest.remember('user-1')).not.toThrow();
    expect(guest.signIn()).toEqual({ authorization: null });
  });
});
