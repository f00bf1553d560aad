/**
 * The platform SDK's one entry point (platforms/sdk/README.md): the adapter contract in a game's terms, the lifecycle
 * every adapter builds from, the interstitial rules, and the helpers adapters share. A game imports this file and one
 * host's `platforms/<host>/adapter.ts`; an adapter imports nothing else outside its own folder.
 */

// The adapter contract every host implements.
export {
  defaultCapabilities,
  SocialDialog,
  type AccountChoice,
  type AccountOption,
  type AdTexts,
  type Capabilities,
  type Chrome,
  type HostBackButton,
  type HostPlayer,
  type HostLifecycle,
  type PriceTag,
  type HostSafeArea,
  type Insets,
  type InterstitialRule,
  type PlatformAdapter,
  type PlatformHeaders,
  type Product,
  type PurchaseOutcome,
  type SignInContext,
  type SignInResult,
} from './contract.ts';
// The hosts, their money and the languages adapters speak.
export { Currency, HostId, hostIds, Locale } from './hosts.ts';

// The lifecycle every adapter builds from: the host's calls, and a pause that is the page's visibility or'ed with the host's.
export { anyPause, createPauseSignal, pageLifecycle, visibilityPause, type LifecycleCalls, type PauseSource } from './pageLifecycle.ts';
// How often each host lets a game show interstitials, and the check a game runs before asking.
export { INTERSTITIAL_RULES, interstitialAllowed } from './interstitialRules.ts';

// The error a host dialog rejects with.
export { isPlatformDialogError, PlatformDialogError, PlatformDialogErrorCode } from './PlatformDialogError.ts';

// Helpers adapters share: the page's storage (which may be missing in a sandboxed iframe) and the session it keeps.
export { safeLocalStorage } from './safeLocalStorage.ts';
export { createSessionStore, SessionStorageKey, type SessionStore, type StorageLike } from './sessionStore.ts';
// A portal guest plays as a trial of the own site; an account's token left on the device is forgotten first.
export { createGuestAccount, type GuestAccount } from './createGuestAccount.ts';
// A minimal request layer for a game without one: the sign-in context adapters need.
export { createServerClient, type ServerClient, type ServerClientOptions } from './serverClient.ts';
export { ServerCallError } from './ServerCallError.ts';
