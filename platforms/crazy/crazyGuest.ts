import { createSessionStore, type SignInResult, type StorageLike } from '../../core/index.ts';

/** Remembers that the stored token is a CrazyGames account's, not a guest's trial. */
export const CRAZY_ACCOUNT_KEY = 'crazyAccount';

const attempt = (action: () => void): void => {
  try {
    action();
  } catch {
    // storage blocked in the iframe: the flag lives for this page only, as the token does
  }
};

export const rememberCrazyAccount = (storage: StorageLike, userId: string): void => attempt(() => storage.setItem(CRAZY_ACCOUNT_KEY, userId));

/**
 * A CrazyGames guest has no account to prove, and CrazyGames asks games to let guests play and not to open
 * its sign-in prompt unasked (docs.crazygames.com "User account linking"). So a guest plays as a visitor of the
 * own site does: the trial its stored token names, or a new one. A token an account's sign-in left on this
 * device is forgotten first, so a guest at a shared computer never continues that account.
 */
export const guestSignIn = (storage: StorageLike): SignInResult => {
  const session = createSessionStore(storage);
  let account: string | null = null;
  attempt(() => {
    account = storage.getItem(CRAZY_ACCOUNT_KEY);
  });
  if (account !== null) {
    session.setAuthorization(null);
    attempt(() => storage.removeItem(CRAZY_ACCOUNT_KEY));
  }
  return { authorization: session.authorization() };
};
