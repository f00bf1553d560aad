import {
  INTERSTITIAL_RULES,
  PlatformDialogError, createGuestAccount, createPauseSignal, defaultCapabilities, pageLifecycle, safeLocalStorage, type Capabilities, type HostPlayer, type PlatformAdapter, type PlatformHeaders,
  type PurchaseOutcome, type SignInContext, type StorageLike,
} from '../sdk/index.ts';
import { unverifiedUserId, type CrazyGamesSdk, type CrazyUser } from './CrazyGamesSdk.ts';
import { browserPayStation, xsollaPurchase, type PayStationHost } from './xsollaPurchase.ts';

/** The device's flag that its stored token is a CrazyGames account's, not a guest's trial (stored: never renamed). */
export const CRAZY_ACCOUNT_KEY = 'crazyAccount';

/**
 * CrazyGames (hosts.md "crazy"; technical §7 "Web-games portal": authenticate with lang). Sign-in sends a fresh
 * user token (a JWT the server verifies with CrazyGames' public key) to `crazy/authenticate`; `crazyId` carries
 * its `userId` on every request. A guest plays as a trial of the own site; signing in to CrazyGames during the
 * game restarts it as that account.
 *
 * CrazyGames has no payment dialog of its own: purchases run through Xsolla (hosts.md "crazy — Pay"), for signed-in
 * CrazyGames users only. Our server makes the Pay Station token, the adapter opens the Pay Station and waits for
 * our server to report the credit (xsollaPurchase.ts). A guest is told to sign in first and may open CrazyGames'
 * sign-in window from the bank (`signInToPay`); signing in restarts the game as that account.
 */
export function createCrazyAdapter(options: {
  sdk: CrazyGamesSdk;
  storage?: StorageLike;
  reload?: () => void;
  payStation?: PayStationHost;
}): PlatformAdapter {
  const { sdk } = options;
  const storage = options.storage ?? safeLocalStorage();
  const reload = options.reload ?? (() => globalThis.location.reload());
  // A CrazyGames guest has no account to prove, and CrazyGames asks games to let guests play and not to open its
  // sign-in prompt unasked (docs.crazygames.com "User account linking"): it plays as a trial of the own site.
  const guest = createGuestAccount(storage, CRAZY_ACCOUNT_KEY);
  // `init()` once, then the portal's loader runs until the game is ready (`loadingStart` … `loadingStop`).
  let initialised: Promise<void> | null = null;
  const init = (): Promise<void> =>
    (initialised ??= sdk.init().then(() => {
      sdk.game.loadingStart();
      sdk.user.addAuthListener((user) => {
        if (user !== null && !userId) reload();
      });
    }));
  /** A lifecycle call once the SDK is up (calls before init land after it, in order); a failure only logs. */
  const withSdk = (name: string, call: () => void): void =>
    void init().then(call).catch((error: unknown) => console.error(`CrazyGames: ${name} failed`, error));
  // CrazyGames has no pause events of its own: its midgame ad is ours to pause for (`adStarted` … `adFinished`).
  const adPause = createPauseSignal();
  let userId = '';
  // The account as CrazyGames shows it: its username and picture stand in for a name of the game's own.
  let account: CrazyUser | null = null;
  // The request layer of sign-in, kept for the bank's calls (the adapter has no API client of its own).
  let request: SignInContext | null = null;
  const capabilities: Capabilities = {
    ...defaultCapabilities,
    invite: true,
    referral: true,
    interstitialAd: true,
    // "Land directly in gameplay" (docs.crazygames.com requirements): no character selection before the road.
    startInGameplay: true,
    get payments() {
      return userId !== '';
    },
  };

  return {
    source: 'crazy',
    async signIn(ctx) {
      request = ctx;
      await init();
      const user = sdk.user.isUserAccountAvailable ? await sdk.user.getUser() : null;
      if (user === null) return guest.signIn();
      const token = await sdk.user.getUserToken();
      const id = unverifiedUserId(token);
      if (id === null) throw new Error('crazy: the user token names no userId');
      await ctx.postForm('/api/integration/crazy/authenticate', { token, lang: ctx.lang });
      userId = id;
      account = user;
      guest.remember(id);
      return { authorization: null };
    },
    hostPlayer: (): HostPlayer | null =>
      account === null ? null : { name: account.username, avatarUrl: /^https?:\/\//.test(account.profilePictureUrl) ? account.profilePictureUrl : null },
    headers: (): PlatformHeaders => (userId ? { crazyId: userId } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      const layer = request;
      if (!userId || layer === null) return { kind: 'failed', reason: 'Xsolla needs a signed-in CrazyGames account' };
      return xsollaPurchase((path) => layer.postForm(path, {}), options.payStation ?? browserPayStation, {
        productId: product.id,
        lang: layer.lang,
      });
    },
    async signInToPay() {
      // A sign-in reloads the game through the auth listener, as that account.
      await sdk.user.showAuthPrompt();
    },
    locale: () => null,
    // CrazyGames is an international portal: Xsolla charges the packs' dollar prices (core/content/ECONOMY.md).
    currency: 'USD',
    chrome: { header: false, footer: false },
    capabilities,
    // docs.crazygames.com html5-v3 "game": loading ends when the player can play; gameplay marks play and its pauses.
    lifecycle: pageLifecycle({
      ready: () => withSdk('loadingStop', () => sdk.game.loadingStop()),
      gameplayStart: () => withSdk('gameplayStart', () => sdk.game.gameplayStart()),
      gameplayStop: () => withSdk('gameplayStop', () => sdk.game.gameplayStop()),
      pause: adPause.source,
    }),
    interstitialRule: INTERSTITIAL_RULES.crazy ?? undefined,
    // A midgame ad (docs.crazygames.com "video ads"): muted and paused from adStarted to adFinished or adError.
    interstitialAd: () =>
      init()
        .then(
          () =>
            new Promise<boolean>((resolve) => {
              sdk.ad.requestAd('midgame', {
                adStarted: () => adPause.set(true),
                adFinished: () => {
                  adPause.set(false);
                  resolve(true);
                },
                adError: () => {
                  adPause.set(false);
                  resolve(false);
                },
              });
            }),
        )
        .catch(() => false),
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
