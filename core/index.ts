/**
 * Core's public surface for this game's host entries (DESIGN "Folders"): `platforms/<host>/index.ts` hands the host's
 * adapter (built with the platform SDK, platforms/sdk/index.ts) to `mount`. Only those entries import core, and only
 * from here; the adapters import the SDK alone (scripts/dependency-rules.mjs).
 */

// The entry: a host's index.ts hands its adapter to mount.
export { mount, type MountOptions } from './mount.ts';

// This game's products as the SDK's: the emerald packs.
export { packProduct } from './platform.ts';

// The model the hosts' tests speak in: the hosts, the prices and the player a sign-in answers.
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
