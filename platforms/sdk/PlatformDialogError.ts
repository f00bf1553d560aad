import type { SocialDialog } from './contract.ts';
import type { HostId } from './hosts.ts';

/** Why a host's social dialog (the contract's `invite`, `share`, `rate`) failed. */
export const PlatformDialogErrorCode = {
  /** The host's dialog reported an error (not a close by the player). */
  HOST_FAILED: 'HOST_FAILED',
  /** The host SDK is not ready for it: not loaded yet, or the player is not signed in to the host. */
  NOT_READY: 'NOT_READY',
} as const;
export type PlatformDialogErrorCode = (typeof PlatformDialogErrorCode)[keyof typeof PlatformDialogErrorCode];

/** A failed host dialog, naming the host, the dialog and what the host answered (for the log, never the player). */
export class PlatformDialogError extends Error {
  // A literal, so a minified bundle keeps it and `isPlatformDialogError` can check it across realms.
  override readonly name = 'PlatformDialogError';
  readonly code: PlatformDialogErrorCode;
  readonly source: HostId;
  readonly dialog: SocialDialog;

  constructor(init: { code: PlatformDialogErrorCode; source: HostId; dialog: SocialDialog; detail: string; cause?: unknown }) {
    super(`${init.source}: the ${init.dialog} dialog failed (${init.code}): ${init.detail}`, { cause: init.cause });
    this.code = init.code;
    this.source = init.source;
    this.dialog = init.dialog;
  }
}

const codes = new Set<unknown>(Object.values(PlatformDialogErrorCode));

/**
 * `instanceof` fails for an error made in another realm (host iframes), so an object with the class's name and one
 * of its codes counts too (STYLE: ky's type guards).
 */
export const isPlatformDialogError = (error: unknown): error is PlatformDialogError => {
  if (error instanceof PlatformDialogError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return candidate.name === 'PlatformDialogError' && codes.has(candidate.code);
};
