/**
 * This game's view of the platform SDK (platforms/sdk/README.md): the adapter contract and the helpers core uses,
 * from the SDK's one entry point. The SDK speaks of products with an amount; this game's products are the emerald
 * packs (`packProduct`). Core imports the SDK only through this file (scripts/dependency-rules.mjs).
 */
import type { Currency, HostId, Locale as SdkLocale, Product } from '../platforms/sdk/index.ts';
import type { Locale } from './model/locale.ts';
import type { EmeraldPack, PaymentCurrency } from './model/payment.ts';
import type { UserSource } from './model/source.ts';

export {
  anyPause,
  createPauseSignal,
  createSessionStore,
  defaultCapabilities,
  interstitialAllowed,
  isPlatformDialogError,
  pageLifecycle,
  PlatformDialogError,
  PlatformDialogErrorCode,
  safeLocalStorage,
  SessionStorageKey,
  SocialDialog,
  visibilityPause,
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
  type LifecycleCalls,
  type PauseSource,
  type PlatformAdapter,
  type PlatformHeaders,
  type Product,
  type PurchaseOutcome,
  type SessionStore,
  type SignInContext,
  type SignInResult,
  type StorageLike,
} from '../platforms/sdk/index.ts';

/** The host dialog's product for an emerald pack, priced in the host's money. */
export const packProduct = (pack: EmeraldPack, currency: PaymentCurrency): Product => ({
  id: pack.id,
  title: `💎 ${pack.emeralds}`,
  amount: pack.emeralds,
  price: pack.price[currency],
});

// The SDK's hosts, currencies and languages are this game's user sources, payment currencies and locales: a host or
// a currency added on one side only stops the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SdkMatchesModel = Holds<Same<HostId, UserSource> | Same<Currency, PaymentCurrency> | Same<SdkLocale, Locale>>;
