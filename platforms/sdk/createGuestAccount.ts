import { createSessionStore, type StorageLike } from './sessionStore.ts';
import type { SignInResult } from './contract.ts';

/** A portal guest's sign-in, and the flag that tells an account's stored token from a guest's trial. */
export interface GuestAccount {
  /** Remembers that the stored token is the host account `userId`'s, not a guest's trial. */
  remember(userId: string): void;
  /**
   * Signs a guest in as a visitor of the own site: the trial its stored token names, or a new one. A token an
   * account's sign-in left on this device is forgotten first, so a guest at a shared computer never continues
   * that account.
   */
  signIn(): SignInResult;
}

const attempt = (action: () => void): void => {
  try {
    action();
  } catch {
    // storage blocked in the host's iframe: the guest still plays, with a trial for this page only
  }
};

/**
 * The guest side of a portal whose players may play without its account. `key` is the host's storage key of the
 * account flag; players' devices keep it, so a host never renames it.
 */
export function createGuestAccount(storage: StorageLike, key: string): GuestAccount {
  const session = createSessionStore(storage);
  return {
    remember: (userId) => attempt(() => storage.setItem(key, userId)),
    signIn() {
      let account: string | null = null;
      attempt(() => {
        account = storage.getItem(key);
      });
      if (account !== null) {
        session.setAuthorization(null);
        attempt(() => storage.removeItem(key));
      }
      return { authorization: session.authorization() };
    },
  };
}
