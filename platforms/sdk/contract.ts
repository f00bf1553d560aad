import type { Currency, HostId, Locale } from './hosts.ts';

/**
 * A product a player buys through the host's payment dialog: the game's id for it (the one its server credits and
 * the host's catalogue knows), the amount of the game's goods it gives, its price and the line the dialog shows.
 */
export interface Product {
  id: string;
  /** What the dialog names the product, e.g. "💎 100" (hosts whose dialog shows a name). */
  title: string;
  /** How much of the game's goods the server credits when the host confirms the payment. */
  amount: number;
  /** Price in the host's currency units (`PlatformAdapter.currency`). */
  price: number;
}

/**
 * What the host told the client about a purchase. Only a hint: the server credits the goods on a verified host
 * confirmation, so the game asks its server for the player's state after any outcome.
 */
export type PurchaseOutcome =
  | { kind: 'paid'; paymentId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/**
 * What sign-in hands back to the game: the server session, as the request layer stores it.
 * `authorization` may be null on the own site before a player exists.
 */
export interface SignInResult {
  authorization: string | null;
}

/** Request headers a host adds to every call (technical §3 "Request headers"). */
export type PlatformHeaders = Readonly<Record<string, string>>;

/**
 * The narrow part of the game's request layer an adapter may use during sign-in and keep for later calls to the
 * game's server (`createServerClient` makes one; a game with a request layer of its own gives its own).
 */
export interface SignInContext {
  /** POST a form to our server through the request layer (session id, headers, header refresh). */
  postForm(path: string, body: Record<string, string>): Promise<unknown>;
  /**
   * POST a JSON body the same way (the few calls the spec notes as JSON); a new token in the answer is stored.
   * Optional so hosts' unit tests that fake a form-only context stay valid.
   */
  postJson?(path: string, json: unknown): Promise<unknown>;
  lang: Locale;
}

/** Page chrome the host needs around the canvas. */
export interface Chrome {
  header: boolean;
  footer: boolean;
}

/** A price as the host itself writes it (its currency's name and icon), for a game's shop to show as is. */
export interface PriceTag {
  /** The price with the host's own currency name or code, e.g. "15 YAN". */
  text: string;
  /** The host's icon of its currency (a URL), or null. */
  icon: string | null;
}

/** A host's back control (`PlatformAdapter.backButton`). */
export interface HostBackButton {
  show(visible: boolean): void;
  /** `listener` runs on each press; returns the unsubscribe. */
  onPress(listener: () => void): () => void;
}

/** Insets in CSS pixels from each edge of the frame. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What a host's controls cover of the frame (`PlatformAdapter.safeArea`). */
export interface HostSafeArea {
  current(): Insets;
  onChange(listener: (insets: Insets) => void): () => void;
}

/**
 * The adapter contract every host implements (DESIGN "The adapter contract"; platforms/sdk/README.md).
 * Optional capabilities are flags with safe defaults in `defaultCapabilities`.
 */
export interface PlatformAdapter {
  readonly source: HostId;
  /** Talk to the host SDK and the server's authenticate call; the server verifies the proof. */
  signIn(ctx: SignInContext): Promise<SignInResult>;
  /** Platform id headers for every request. */
  headers(): PlatformHeaders;
  /** Open the host's payment dialog. */
  purchase(product: Product): Promise<PurchaseOutcome>;
  /**
   * Hosts where the game's server makes the order (the own site): shows the payment provider's page for an order
   * the server made; the game then follows the order's state on its server. Absent: the game calls `purchase`.
   */
  openPayPage?(payUrl: string): void;
  /**
   * Present on a host whose payments need the player's host account: while `capabilities.payments` is false for
   * want of it, the game says so and offers this, which opens the host's sign-in window.
   */
  signInToPay?(): Promise<void>;
  /** The host's language hint, or null to use the page's. */
  locale(): Locale | null;
  /**
   * The host's language where its SDK tells it only once started (Yandex's `environment.i18n.lang`, which its
   * moderation requires the game to follow): the game waits for it, briefly, before it loads its texts.
   */
  hostLocale?(): Promise<Locale | null>;
  readonly chrome: Chrome;
  readonly capabilities: Capabilities;
  /**
   * The host's side of the game's lifecycle (issue 25; platforms/README.md "Lifecycle"): the game says when it is
   * ready and when gameplay runs, the host says when the game must pause and when to save before it closes. Every
   * adapter has one; a host with no such calls uses `pageLifecycle` (platforms/sdk/pageLifecycle.ts).
   */
  readonly lifecycle: HostLifecycle;
  /**
   * Show an interstitial (full-screen) ad at a natural break; present exactly when `capabilities.interstitialAd`, with
   * `interstitialRule`. The game calls it only as often as the rule allows (`interstitialAllowed`), muted and paused for its duration. Resolves
   * true when an ad was shown, false when the host had none (or refused it as too frequent); never rejects.
   */
  interstitialAd?(): Promise<boolean>;
  /** The host's frequency rule for interstitials (platforms/sdk/interstitialRules.ts); present with `interstitialAd`. */
  readonly interstitialRule?: InterstitialRule;
  /**
   * The host's own back control, where its frame has one (Telegram's header BackButton). The game shows it while it
   * has somewhere to go back from (a page open, an inner scene) and hides it at the root; a press goes back as the
   * game's own back does.
   */
  readonly backButton?: HostBackButton;
  /**
   * The part of the frame the host's own controls cover (a notch, Telegram's header in fullscreen), in CSS pixels,
   * where the host says so; the game keeps its controls out of it. `onChange` returns the unsubscribe.
   */
  readonly safeArea?: HostSafeArea;
  /**
   * The prices of `ids` as the host's catalogue writes them (Yandex's `getCatalog`: its moderation asks for the
   * portal currency's own name and icon); ids the host does not list are left out. Present where the host has one.
   */
  priceTags?(ids: readonly string[]): Promise<Readonly<Record<string, PriceTag>>>;
  /**
   * The signed-in host account as the host shows it, where the host asks games to show its name and picture instead
   * of their own (CrazyGames); null for a guest. Known once `signIn` resolved.
   */
  hostPlayer?(): HostPlayer | null;
  /** Paints the host's own chrome around the frame (Telegram's header and background) in the game's colour, '#RRGGBB'. */
  frameColour?(colour: string): void;
  /**
   * The money the host's payment dialog charges in; the game shows its products' prices in it.
   * Absent means RUB (technical §9 "Default currency: RUB").
   */
  readonly currency?: Currency;
  /*
   * The social dialogs (product §6 referral; technical §7 "Platform payment dialogs": invite, media-post and rate
   * windows). Each is present exactly when its flag in `capabilities` is true (`invite` ⇔ `capabilities.invite`,
   * `share` ⇔ `capabilities.share`, `rate` ⇔ `capabilities.rate`): the game offers a dialog by its flag, and the
   * contract suite (platforms/contract.test.ts) checks both agree for every adapter. Each resolves true when the
   * host reports the dialog done, false when the player closed it (nothing to tell them), and rejects with a
   * `PlatformDialogError` when the host failed. A host that reports no outcome resolves true once its dialog opened.
   */
  /** Invite friends with the host's invite dialog; `text` is the game's translated invitation, where the host takes one. */
  invite?(text: string): Promise<boolean>;
  /** Post to the player's wall or feed; `text` is the game's translated post. */
  share?(text: string): Promise<boolean>;
  /** Open the host's rate window; a true answer is the game's to record (this game: technical §7 `GET /api/player/set/rated`). */
  rate?(): Promise<boolean>;
  /**
   * Show a rewarded ad; present exactly when `capabilities.rewardedAd`. Resolves true when the host reports the ad
   * watched to its end, false when skipped or none was available; the reward is the game's (this game's server
   * credits the view within its daily limit). `texts` are the game's translated words, for a host that shows its own (house) ad.
   */
  rewardedAd?(texts: AdTexts): Promise<boolean>;
  /**
   * Ask the player to join the game's group on the host (this game's OK_GROUP campaign, issue 12), with the host's own
   * dialog. Resolves true when the player joined or already was a member, false when they declined; a host error
   * rejects. Present only on a host that has such a dialog.
   */
  joinGroup?(): Promise<boolean>;
  /**
   * A host whose accounts of one device can be merged (this game: product §2 "account choice") lists the
   * other accounts this device played and continues as the chosen one (the answer's new token is stored).
   */
  accountChoice?: AccountChoice;
}

/**
 * The lifecycle calls between a game and a host (issue 25). The game calls `ready` once, when the loading screen
 * gives way to the first drawn scene, and `gameplayStart`/`gameplayStop` alternately (never two of one in a row),
 * starting while the player plays with nothing over the game, stopping for a page, a pause, an ad or a scene's
 * loading. The adapter translates each into its host's call, or nothing where the host has none.
 */
export interface HostLifecycle {
  /** The game is loaded and the player can play (each host's call: platforms/README.md "Lifecycle and interstitials"). */
  ready(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  /**
   * Listens for the host pausing (true) and resuming (false) the game: its ads, its windows and menus, a hidden page.
   * The game stops music, sound and its clock while paused. Returns the unsubscribe function.
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

/** The game's translated words for a host that draws its own ad: the line it shows and its close button's name. */
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

/** A host account's name and picture (an https URL, or null when it has none). */
export interface HostPlayer {
  name: string;
  avatarUrl: string | null;
}

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
  /**
   * The host asks that a new player land directly in gameplay (CrazyGames): the game skips any choice screen before
   * play and starts them with its defaults.
   */
  startInGameplay: boolean;
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
  startInGameplay: false,
};
