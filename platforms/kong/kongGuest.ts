import { createSessionStore, type SignInResult, type StorageLike } from '../../core/index.ts';

/** Remembers that the stored token is a Kongregate account's, not a guest's trial. */
export const KONG_ACCOUNT_KEY = 'kongAccount';

const attempt = (action: () => void): void => {
  try {
    action();
  } catch {
    // storage blocked in the iframe: the flag lives for this page only, as the token does
  }
};

export const rememberKongAccount = (storage: StorageLike, userId: string): void => attempt(() => storage.setItem(KONG_ACCOUNT_KEY, userId));

/**
 * A Kongregate guest has no account to prove (docs.kongregate.com "Handling Guests"), so it plays as a visitor of
 * the own site does: the trial its stored token names, or a new one from character selection. A token an
 * account's sign-in left on this device is forgotten first, so a guest at a shared computer never continues
 * that account.
 */
export const guestSignIn = (storage: StorageLike): SignInResult => {
  const session = createSessionStore(storage);
  let account: string | null = null;
  attempt(() => {
    account = storage.getItem(KONG_ACCOUNT_KEY);
  });
  if (account !== null) {
    session.setAuthorization(null);
    attempt(() => storage.removeItem(KONG_ACCOUNT_KEY));
  }
  return { authorization: session.authorization() };
};
