import type { SocialDialog } from './platform.ts';
import type { UserSource } from './model/source.ts';

/** Why a host's social dialog (core/platform.ts `invite`, `share`, `rate`) failed. */
export const PlatformDialogErrorCode = {
  /** The host's dialog reported an error (not a close by the player). */
  HOST_FAILED: 'HOST_FAILED',
  /** The host SDK is not ready for it: not loaded yet, or the player is not signed in to the host. */
  NOT_READY: 'NOT_READY',
} as const;
export type PlatformDialogErrorCode = (typeof PlatformDialogErrorCode)[keyof typeof PlatformDialogErrorCode];

/** A failed host dialog, naming the host, the dialog and what the host answered (for the log, never the player). */
export class PlatformDialogError extends Error {
  override readonly name = 'PlatformDialogError';
  readonly code: PlatformDialogErrorCode;
  readonly source: UserSource;
  readonly dialog: SocialDialog;

  constructor(init: { code: PlatformDialogErrorCode; source: UserSource; dialog: SocialDialog; detail: string; cause?: unknown }) {
    super(`${init.source}: the ${init.dialog} dialog failed (${init.code}): ${init.detail}`, { cause: init.cause });
    this.code = init.code;
    this.source = init.source;
    this.dialog = init.dialog;
  }
}

/** `instanceof` fails for an error made in another realm (host iframes), so the name and code are checked too. */
export function isPlatformDialogError(error: unknown): error is PlatformDialogError {
  if (error instanceof PlatformDialogError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return candidate.name === 'PlatformDialogError' && typeof candidate.code === 'string' && candidate.code in PlatformDialogErrorCode;
}
