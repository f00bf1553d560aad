import { CodedError, codedErrorGuard } from './model/index.ts';
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
export class PlatformDialogError extends CodedError<PlatformDialogErrorCode> {
  override readonly name = 'PlatformDialogError';
  readonly source: UserSource;
  readonly dialog: SocialDialog;

  constructor(init: { code: PlatformDialogErrorCode; source: UserSource; dialog: SocialDialog; detail: string; cause?: unknown }) {
    super(init.code, `${init.source}: the ${init.dialog} dialog failed (${init.code}): ${init.detail}`, { cause: init.cause });
    this.source = init.source;
    this.dialog = init.dialog;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isPlatformDialogError = codedErrorGuard(PlatformDialogError, 'PlatformDialogError', PlatformDialogErrorCode);
