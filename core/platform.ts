import type { Locale } from './model/locale.ts';
import type { PaymentCurrency } from './model/payment.ts';
import type { UserSource } from './model/source.ts';

/** A product a player can buy through the host (emerald packs). */
export interface Product {
  id: string;
  /** Emeralds credited when the host confirms the payment. */
  emeralds: number;
  /** Price in the host's currency units. */
  price: number;
}

/**
 * What the host told the client about a purchase. Only a hint: the server credits
 * emeralds on a verified host confirmation, so the client refetches the player after any outcome.
 */
export type PurchaseOutcome =
  | { kind: 'paid'; paymentId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/**
 * What sign-in hands back to core: the server session, as the request layer stores it.
 * `authorization` may be null on the own site before a player exists.
 */
export interface SignInResult {
  authorization: string | null;
}

/** Request headers a host adds to every call (technical §3 "Request headers"). */
export type PlatformHeaders = Readonly<Record<string, string>>;

/** The narrow part of the request layer an adapter may use during sign-in. */
export interface SignInContext {
  /** POST a form to our server through the request layer (session id, headers, header refresh). */
  postForm(path: string, body: Record<string, string>): Promise<unknown>;
  /**
   * POST a JSON body the same way (the few calls the spec notes as JSON); a new token in the answer is stored.
   * The boot always gives it; optional so hosts' unit tests that fake a form-only context stay valid.
   */
  postJson?(path: string, json: unknown): Promise<unknown>;
  lang: Locale;
}

/** Page chrome the host needs around the canvas. */
export interface Chrome {
  header: boolean;
  footer: boolean;
}

/**
 * The adapter contract every host implements (DESIGN "The adapter contract").
 * Optional capabilities are flags with safe defaults in `defaultCapabilities`.
 */
export interface PlatformAdapter {
  readonly source: UserSource;
  /** Talk to the host SDK and the server's authenticate call; the server verifies the proof. */
  signIn(ctx: SignInContext): Promise<SignInResult>;
  /** Platform id headers for every request. */
  headers(): PlatformHeaders;
  /** Open the host's payment dialog. */
  purchase(product: Product): Promise<PurchaseOutcome>;
  /**
   * Hosts where our server makes the order (the own site, issue 12): shows the payment provider's page for an order
   * the bank made; the bank then follows the order's state on the server. Absent: the bank calls `purchase`.
   */
  openPayPage?(payUrl: string): void;
  /**
   * Present on a host whose payments need the player's host account: while `capabilities.payments` is false for
   * want of it, the bank says so and offers this, which opens the host's sign-in window.
   */
  signInToPay?(): Promise<void>;
  /** The host's language hint, or null to use the page's. */
  locale(): Locale | null;
  readonly chrome: Chrome;
  readonly capabilities: Capabilities;
  /**
   * The host's side of the game's lifecycle (issue 25; platforms/README.md "Lifecycle"): core says when the game is
   * ready and when gameplay runs, the host says when the game must pause and when to save before it closes. Every
   * adapter has one; a host with no such calls uses `pageLifecycle` (core/hostLifecycle.ts).
   */
  readonly lifecycle: HostLifecycle;
  /**
   * Show an interstitial (full-screen) ad at a natural break; present exactly when `capabilities.interstitialAd`, with
   * `interstitialRule`. Core calls it only as often as the rule allows, muted and paused for its duration. Resolves
   * true when an ad was shown, false when the host had none (or refused it as too frequent); never rejects.
   */
  interstitialAd?(): Promise<boolean>;
  /** The host's frequency rule for interstitials (platforms/interstitialRules.ts); present with `interstitialAd`. */
  readonly interstitialRule?: InterstitialRule;
  /**
   * The money the host's payment dialog charges in; the bank shows EMERALD_PACKS prices in it (issue 3).
   * Absent means RUB (technical §9 "Default currency: RUB").
   */
  readonly currency?: PaymentCurrency;
  /*
   * The social dialogs (product §6 referral; technical §7 "Platform payment dialogs": invite, media-post and rate
   * windows). Each is present exactly when its flag in `capabilities` is true (`invite` ⇔ `capabilities.invite`,
   * `share` ⇔ `capabilities.share`, `rate` ⇔ `capabilities.rate`): core offers a dialog by its flag, and the
   * contract suite (platforms/contract.test.ts) checks both agree for every adapter. Each resolves true when the
   * host reports the dialog done, false when the player closed it (nothing to tell them), and rejects with a
   * `PlatformDialogError` when the host failed. A host that reports no outcome resolves true once its dialog opened.
   */
  /** Invite friends with the host's invite dialog; `text` is core's translated invitation, where the host takes one. */
  invite?(text: string): Promise<boolean>;
  /** Post to the player's wall or feed; `text` is core's translated post. */
  share?(text: string): Promise<boolean>;
  /** Open the host's rate window. Core records a true answer on the server (technical §7 `GET /api/player/set/rated`). */
  rate?(): Promise<boolean>;
  /**
   * Show a rewarded ad (product §9 "ad views for emeralds"); present exactly when `capabilities.rewardedAd`. Resolves
   * true when the host reports the ad watched to its end, false when skipped or none was available; the server
   * credits the view within its daily limit. `texts` are core's translated words, for a host that shows its own (house) ad.
   */
  rewardedAd?(texts: AdTexts): Promise<boolean>;
  /**
   * Ask the player to join the game's group on the host (the OK_GROUP campaign, issue 12), with the host's own
   * dialog. Resolves true when the player joined or already was a member, false when they declined; a host error
   * rejects. Present only on a host that has such a dialog.
   */
  joinGroup?(): Promise<boolean>;
  /**
   * Product §2 "account choice", technical §7: a host whose accounts of one device can be merged lists the
   * other accounts this device played and continues as the chosen one (the answer's new token is stored).
   */
  accountChoice?: AccountChoice;
}

/**
 * The lifecycle calls between core and a host (issue 25). Core calls `ready` once, when the loading screen gives way
 * to the first drawn scene, and `gameplayStart`/`gameplayStop` alternately (never two of one in a row), starting while
 * the player walks the road or fights a battle with nothing over the canvas, stopping for a page, a pause, an ad or
 * a scene's loading. The adapter translates each into its host's call, or nothing where the host has none.
 */
export interface HostLifecycle {
  /** The game is loaded and the player can play (each host's call: platforms/README.md "Lifecycle and interstitials"). */
  ready(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  /**
   * Listens for the host pausing (true) and resuming (false) the game: its ads, its windows and menus, a hidden page.
   * Core stops music, sound and the game's clock while paused. Returns the unsubscribe function.
   */
  onPause(listener: (paused: boolean) => void): () => void;
  /** Listens for the host asking the game to save because it may close now. Absent: the page's own `pagehide`. */
  onLeave?(listener: () => void): () => void;
}

/** How often a host lets a game show interstitials (issue 25, "Ads where hosts provide them"). */
export interface InterstitialRule {
  /** At least this many seconds between two interstitials. */
  minIntervalS: number;
  /** None in the first this many seconds of a visit (so never in a new player's first minutes). */
  firstAfterS: number;
}

/** Core's translated words for a host that draws its own ad: the line it shows and its close button's name. */
export interface AdTexts {
  line: string;
  close: string;
}

/** Another account of this device the player may continue as. */
export interface AccountOption {
  playerId: number;
  name: string | null;
  level: number;
}

export interface AccountChoice {
  list(): Promise<AccountOption[]>;
  choose(playerId: number): Promise<void>;
}

/** The social dialogs of the contract, by the name of their method and capability flag. */
export const SocialDialog = {
  invite: 'invite',
  share: 'share',
  rate: 'rate',
} as const;
export type SocialDialog = (typeof SocialDialog)[keyof typeof SocialDialog];

export interface Capabilities {
  payments: boolean;
  invite: boolean;
  share: boolean;
  rate: boolean;
  referral: boolean;
  ageBadge: boolean;
  /** The host can show a rewarded ad (`rewardedAd()`). */
  rewardedAd: boolean;
  /** The host can show an interstitial ad (`interstitialAd()`, with `interstitialRule`). */
  interstitialAd: boolean;
}

export const defaultCapabilities: Capabilities = {
  payments: false,
  invite: false,
  share: false,
  rate: false,
  referral: false,
  ageBadge: false,
  rewardedAd: false,
  interstitialAd: false,
};
