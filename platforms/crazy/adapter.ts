import { PlatformDialogError, createGuestAccount, defaultCapabilities, safeLocalStorage, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type StorageLike } from '../../core/index.ts';
import { unverifiedUserId, type CrazyGamesSdk } from './CrazyGamesSdk.ts';

/** The device's flag that its stored token is a CrazyGames account's, not a guest's trial (stored: never renamed). */
export const CRAZY_ACCOUNT_KEY = 'crazyAccount';

/**
 * CrazyGames (hosts.md "crazy"; technical §7 "Web-games portal": authenticate with lang). Sign-in sends a fresh
 * user token (a JWT the server verifies with CrazyGames' public key) to `crazy/authenticate`; `crazyId` carries
 * its `userId` on every request. A guest plays as a trial of the own site; signing in to CrazyGames during the
 * game restarts it as that account.
 *
 * Payments are off: CrazyGames has no payment dialog of its own (hosts.md "crazy — Pay": purchases run through
 * Xsolla, which CrazyGames enables per game on request, for signed-in users, with Xsolla's own merchant account,
 * dialog and webhook). Selling emeralds there needs that Xsolla integration first.
 */
export function createCrazyAdapter(options: { sdk: CrazyGamesSdk; storage?: StorageLike; reload?: () => void }): PlatformAdapter {
  const { sdk } = options;
  const storage = options.storage ?? safeLocalStorage();
  const reload = options.reload ?? (() => globalThis.location.reload());
  // A CrazyGames guest has no account to prove, and CrazyGames asks games to let guests play and not to open its
  // sign-in prompt unasked (docs.crazygames.com "User account linking"): it plays as a trial of the own site.
  const guest = createGuestAccount(storage, CRAZY_ACCOUNT_KEY);
  let initialised = false;
  let userId = '';

  return {
    source: 'crazy',
    async signIn(ctx) {
      if (!initialised) {
        await sdk.init();
        initialised = true;
        sdk.user.addAuthListener((user) => {
          if (user !== null && !userId) reload();
        });
      }
      const user = sdk.user.isUserAccountAvailable ? await sdk.user.getUser() : null;
      if (user === null) return guest.signIn();
      const token = await sdk.user.getUserToken();
      const id = unverifiedUserId(token);
      if (id === null) throw new Error('crazy: the user token names no userId');
      await ctx.postForm('/api/integration/crazy/authenticate', { token, lang: ctx.lang });
      userId = id;
      guest.remember(id);
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (userId ? { crazyId: userId } : {}),
    async purchase(): Promise<PurchaseOutcome> {
      return { kind: 'failed', reason: 'CrazyGames has no payment dialog' };
    },
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, invite: true, referral: true },
    /*
     * CrazyGames' invite is a button on its own page that hands out a link to this game (docs.crazygames.com
     * html5-v3 "game"): it takes no text and reports no sending, so a shown button (a link answered) counts as done.
     */
    async invite() {
      let link: string;
      try {
        link = await sdk.game.showInviteButton({});
      } catch (error: unknown) {
        throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'crazy', dialog: 'invite', detail: String(error), cause: error });
      }
      if (link === '') throw new PlatformDialogError({ code: 'HOST_FAILED', source: 'crazy', dialog: 'invite', detail: 'showInviteButton answered no link' });
      return true;
    },
  };
}
