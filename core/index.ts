/**
 * Core's public surface for the platforms (DESIGN "Folders"): what a host adapter and a host entry may use.
 * `platforms/**` import core only from here; the test command checks it (scripts/dependency-rules.mjs).
 */

// The entry: a host's index.ts hands its adapter to mount.
export { mount, type MountOptions } from './mount.ts';

// The adapter contract every host implements.
export {
  defaultCapabilities,
  SocialDialog,
  type AccountChoice,
  type AdTexts,
  type AccountOption,
  type Capabilities,
  type Chrome,
  type HostLifecycle,
  type InterstitialRule,
  type PlatformAdapter,
  type PlatformHeaders,
  type Product,
  type PurchaseOutcome,
  type SignInContext,
  type SignInResult,
} from './platform.ts';

// The lifecycle every adapter builds from: the host's calls, and a pause that is the page's visibility or'ed with the host's.
export { anyPause, createPauseSignal, pageLifecycle, visibilityPause, type LifecycleCalls, type PauseSource } from './hostLifecycle.ts';

// The error a host dialog rejects with.
export { isPlatformDialogError, PlatformDialogError, PlatformDialogErrorCode } from './PlatformDialogError.ts';

// Helpers adapters share: the page's storage (which may be missing in a sandboxed iframe) and the session it keeps.
export { safeLocalStorage } from './boot/safeLocalStorage.ts';
export { createSessionStore, type SessionStore, type StorageLike } from './api/sessionStore.ts';
// A portal guest plays as a trial of the own site; an account's token left on the device is forgotten first.
export { createGuestAccount, type GuestAccount } from './boot/createGuestAccount.ts';

// The model an adapter speaks in: its host, its prices and the player it signs in.
export {
  EMERALD_PACKS,
  Locale,
  UserSource,
  userSources,
  type EmeraldPack,
  type EmeraldPackId,
  type PaymentCurrency,
  type PlayerInfo,
} from './model/index.ts';
