/**
 * The part of the CrazyGames HTML5 SDK v3 (crazygames-sdk-v3.js → `window.CrazyGames.SDK`) our adapter uses
 * (hosts.md "crazy"; docs.crazygames.com/sdk/html5-v3).
 */
export interface CrazyUser {
  username: string;
  profilePictureUrl: string;
}

export interface CrazyUserModule {
  /** False off CrazyGames' own domains: no accounts there. */
  readonly isUserAccountAvailable: boolean;
  /** Null when nobody is signed in to CrazyGames. */
  getUser(): Promise<CrazyUser | null>;
  /** A JWT naming the signed-in user (`userId`), valid for an hour: fetch a fresh one for every sign-in. */
  getUserToken(): Promise<string>;
  /** CrazyGames' sign-in window; answers the user, or null when the player closed it. */
  showAuthPrompt(): Promise<CrazyUser | null>;
  /** Called when the player signs in to CrazyGames during the game (a sign-out reloads the page instead). */
  addAuthListener(listener: (user: CrazyUser | null) => void): void;
}

export interface CrazyGameModule {
  /** Shows CrazyGames' invite button with a link to this game carrying `params`; answers the link. */
  showInviteButton(params: Record<string, string>): string | Promise<string>;
  /** Loading and gameplay events (docs.crazygames.com html5-v3 "game"): the portal's loader and its analytics. */
  loadingStart(): void;
  loadingStop(): void;
  gameplayStart(): void;
  gameplayStop(): void;
}

/** `requestAd`'s callbacks (docs.crazygames.com "video ads"): the game mutes and pauses from start to finish or error. */
export interface CrazyAdCallbacks {
  adStarted?(): void;
  adFinished?(): void;
  adError?(error: unknown): void;
}

export interface CrazyAdModule {
  requestAd(type: 'midgame' | 'rewarded', callbacks: CrazyAdCallbacks): void;
}

export interface CrazyGamesSdk {
  init(): Promise<void>;
  user: CrazyUserModule;
  game: CrazyGameModule;
  ad: CrazyAdModule;
}

/** The SDK the page's script tag loaded (platforms/crazy/head.html), or null outside CrazyGames. */
export const crazyGamesSdk = (scope: unknown): CrazyGamesSdk | null =>
  (scope as { CrazyGames?: { SDK?: CrazyGamesSdk } }).CrazyGames?.SDK ?? null;

/**
 * The `userId` claim of a user token, read WITHOUT verifying it: only for the `crazyId` header, which the
 * server checks against the account it verified.
 */
export const unverifiedUserId = (token: string): string | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const userId = (JSON.parse(json) as { userId?: unknown }).userId;
    return typeof userId === 'string' && userId !== '' ? userId : null;
  } catch {
    return null;
  }
};
